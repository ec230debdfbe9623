/**
 * The editor itself, in a chunk of its own (Tiptap and ProseMirror load when an editor is first shown):
 * the toolbar, the writing area (with the placeholder while the document is empty) and the status line
 * (what images it takes, the images being uploaded).
 */
import * as React from 'react';
import { EditorContent, useEditorState } from '@tiptap/react';
import { mergeClasses } from '@fluentui/react-components';
import { useRichTextStyles } from './RichText.styles';
import type { RichTextEditorProps } from './RichTextEditor';
import { Toolbar } from './Toolbar';
import { StatusLine } from './StatusLine';
import { useRichText } from './useRichText';

export function EditorView(p: RichTextEditorProps) {
  const styles = useRichTextStyles();
  const { editor, editable, images, clear } = useRichText(p);
  const empty = useEditorState({ editor, selector: ({ editor: e }) => e.isEmpty });
  const input = React.useRef<HTMLInputElement>(null);

  return (
    <>
      {!p.readonly && (
        <Toolbar editor={editor} kind={p.toolbar ?? 'simple'} off={!editable} className={styles.toolbar} onImage={() => input.current?.click()} onClear={() => void clear()} />
      )}
      <input
        ref={input}
        type="file"
        accept={images.accept}
        multiple
        hidden
        onChange={(e) => {
          images.add(Array.from(e.currentTarget.files ?? []));
          e.currentTarget.value = '';
        }}
      />
      <div className={styles.area} part="body" onClick={() => editable && !editor.isFocused && editor.commands.focus()}>
        {empty && p.placeholder && <div className={styles.placeholder}>{p.placeholder}</div>}
        <EditorContent editor={editor} className={mergeClasses(styles.content)} />
      </div>
      {!p.readonly && (
        <StatusLine
          items={images.pending}
          config={images.config}
          configLoading={images.configLoading}
          configError={images.configError}
          onReloadConfig={images.reloadConfig}
          onRetry={images.retry}
          onDismiss={images.dismiss}
        />
      )}
    </>
  );
}
