/**
 * bo-rich-text-editor (spec 3 §2.17): a rich-text editor of height `height` (default 500) with a simple
 * or a full toolbar, images through the upload client, its configuration from the static file host. The
 * editor (Tiptap) loads in a chunk of its own the first time one is shown; meanwhile the box is there,
 * with its height, saying it is loading.
 */
import '../../core/i18n/areas/files-rich';
import * as React from 'react';
import { Spinner, mergeClasses } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { useElement } from '../../core/runtime';
import { lazyPart } from '../../core/runtime/lazy-part';
import type { RichTextChange } from './useRichText';
import { DEFAULT_HEIGHT } from './rich-text.logic';
import { useRichTextStyles } from './RichText.styles';

export interface RichTextEditorProps {
  /** the document, HTML (sanitised before it is shown) */
  value?: string;
  toolbar?: 'simple' | 'full';
  height?: number;
  placeholder?: string;
  readonly?: boolean;
  disabled?: boolean;
  /** images to the public endpoint (/api/files/public/img) */
  public?: boolean;
  onChange?(detail: RichTextChange): boolean | void;
}

function Loading() {
  const t = useT();
  const styles = useRichTextStyles();
  return <Spinner className={styles.loading} size="small" label={t('richText.loading')} />;
}

/** The editor's chunk could not be loaded (the network, a deployment since the page loaded): the user
 * reads it, the page gets bo-error; a browser does not load a failed module again before a reload. */
function LoadFailed() {
  const t = useT();
  const styles = useRichTextStyles();
  const { reportError } = useElement();
  React.useEffect(() => reportError({ source: 'render', msg: t('richText.loadFailed') }), [reportError, t]);
  return <div className={mergeClasses(styles.loading, styles.failed)} role="alert">{t('richText.loadFailed')}</div>;
}

const EditorView = lazyPart<RichTextEditorProps>(
  () =>
    import('./EditorView').then(
      (m) => m.EditorView,
      (e: unknown) => (console.error('[bo-elements] <bo-rich-text-editor>: the editor could not be loaded', e), LoadFailed),
    ),
  Loading,
);

export function RichTextEditor(p: RichTextEditorProps) {
  const styles = useRichTextStyles();
  return (
    <div className={mergeClasses(styles.frame, p.disabled && styles.disabled)} style={{ height: p.height ?? DEFAULT_HEIGHT }} data-readonly={p.readonly || undefined}>
      <EditorView {...p} />
    </div>
  );
}
