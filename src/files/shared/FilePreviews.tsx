/**
 * The previews of the upload elements' files, opened from their 预览 (useFileList): an image in the
 * kit's 查看大图 dialog, a document's HTML (sanitised with DOMPurify by useFileList) in a dialog of its own.
 * A module of its own, loaded right after the file list's first paint (FileList.tsx).
 */
import '../../core/i18n/areas/files-upload';
import { Button, Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { partRef } from '../../core/runtime';
import { DismissIcon } from '../../kit/icons/DismissIcon';
import { PreviewDialog } from '../../kit/grid/PreviewDialog';
import { useFileListStyles } from './FileList.styles';
import type { FileListState } from './useFileList';

function HtmlPreview({ state }: { state: FileListState }) {
  const t = useT();
  const styles = useFileListStyles();
  const shown = state.previewing && 'html' in state.previewing ? state.previewing : undefined;
  return (
    <Dialog open={!!shown} modalType="modal" onOpenChange={(_, data) => !data.open && state.closePreview()}>
      <DialogSurface className={styles.dialog} ref={partRef('dialog')} data-bo-file-preview="">
        <DialogBody>
          <DialogTitle action={<Button appearance="subtle" aria-label={t('common.close')} icon={<DismissIcon />} onClick={state.closePreview} />}>
            {shown?.title || t('fileUpload.previewTitle')}
          </DialogTitle>
          {/* sanitised with DOMPurify (useFileList): no script, no handler, http(s) links only */}
          <DialogContent className={styles.html}>
            <div data-preview-html="" dangerouslySetInnerHTML={{ __html: shown?.html ?? '' }} />
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

export function FilePreviews({ state }: { state: FileListState }) {
  const image = state.previewing && 'image' in state.previewing ? state.previewing : undefined;
  return (
    <>
      <PreviewDialog image={image?.image} title={image?.title} onClose={state.closePreview} />
      <HtmlPreview state={state} />
    </>
  );
}
