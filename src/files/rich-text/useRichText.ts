/**
 * The editor's state (spec 3 §2.17, §8): a Tiptap editor (StarterKit: marks, headings, lists, quote,
 * code, line, links, undo; Image) holding the `value` (sanitised before it goes in); every change of the
 * document gives bo-change {html, text} with the sanitised HTML ('' when the document is empty), which is
 * also the element's value and form value. A new `value` from the page replaces the document (without a
 * bo-change). Readonly or disabled: not editable. Pasted or dropped image files are uploaded
 * (useImageUploads); 清空 asks 请确认是否清空？清空后将无法恢复, then empties the document (清空成功).
 */
import '../../core/i18n/areas/files-rich';
import * as React from 'react';
import { useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { useT } from '../../core/i18n';
import { useConfirm, useMessage } from '../../core/feedback/FeedbackProvider';
import { sanitizeRichText } from '../../core/safe-html';
import { safeLink } from '../../core/safe-url';
import { useImageUploads } from './useImageUploads';
import type { RichTextEditorProps } from './RichTextEditor';

export interface RichTextChange {
  /** the document as sanitised HTML ('' when it is empty) */
  html: string;
  /** its plain text */
  text: string;
}

/** The document as the page gets it: sanitised HTML, '' for an empty document. */
export const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : sanitizeRichText(editor.getHTML()));

const filesOf = (list: FileList | null | undefined) => Array.from(list ?? []);

export function useRichText(p: RichTextEditorProps) {
  const t = useT();
  const confirm = useConfirm();
  const message = useMessage();
  const editable = !p.readonly && !p.disabled;
  /** the HTML the document holds, as last given to the page or taken from it */
  const held = React.useRef<string | null>(null);
  const addFiles = React.useRef<(files: File[]) => void>(() => undefined);
  const changed = React.useEffectEvent((editor: Editor) => {
    const html = htmlOf(editor);
    held.current = html;
    p.onChange?.({ html, text: editor.getText() });
  });

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3] },
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https', isAllowedUri: (url) => !!safeLink(url) },
      }),
      Image,
    ],
    // Tiptap's CSS would go to the document's head, which the shadow root does not see (RichText.styles.ts)
    injectCSS: false,
    shouldRerenderOnTransaction: false,
    content: sanitizeRichText(p.value ?? ''),
    editable,
    editorProps: {
      attributes: { 'aria-label': t('richText.label'), 'aria-multiline': 'true', role: 'textbox' },
      // image files pasted alone (no text with them) or dropped are uploaded; anything else pastes as usual
      handlePaste: (_view, event) => {
        const data = event.clipboardData;
        const files = filesOf(data?.files);
        if (!files.length || data?.getData('text/plain') || data?.getData('text/html')) return false;
        addFiles.current(files);
        return true;
      },
      handleDrop: (_view, event) => {
        const files = filesOf((event as DragEvent).dataTransfer?.files);
        if (!files.length) return false;
        addFiles.current(files);
        return true;
      },
    },
    onUpdate: ({ editor: e }) => changed(e),
  });

  const images = useImageUploads({
    publicEndpoint: !!p.public,
    insert: (src, name) => editor.chain().focus().setImage({ src, alt: name }).run(),
  });
  React.useLayoutEffect(() => {
    addFiles.current = images.add;
  });

  // a value from the page (an attribute or property, form.reset()) replaces the document
  React.useEffect(() => {
    const html = sanitizeRichText(p.value ?? '');
    if (held.current === null) held.current = html;
    if (html === held.current || p.value === held.current) return;
    held.current = html;
    editor.commands.setContent(html, { emitUpdate: false });
  }, [editor, p.value]);

  React.useEffect(() => editor.setEditable(editable, false), [editor, editable]);

  const clear = async () => {
    if (!(await confirm({ title: t('common.notice'), content: t('approval.clearConfirm') }))) return;
    editor.chain().clearContent(true).focus().run();
    message.success(t('success.clear'));
  };

  return { editor, editable, images, clear };
}
