/**
 * The file list of the upload elements: each file with its type icon, name and size; while it goes a
 * progress bar (per file); a failed one with its error and 重试; an aborted one marked so. Attached
 * files have 预览, 下载 and 删除 (删除 asks first: useFileList). The previews open here (FilePreviews.tsx).
 */
import '../../core/i18n/areas/files-upload';
import { Button, mergeClasses } from '@fluentui/react-components';
import { lazyOpening } from '../../core/feedback/OpeningFailed';
import { usePreload } from '../../core/runtime/lazy-part';
import { useT } from '../../core/i18n';
import { DeleteIcon } from '../../kit/icons/DeleteIcon';
import { ProgressBar } from '../../kit/lazy-parts/ProgressBar';
import { formatSize } from './file-kind.logic';
import { FileIcon } from './FileIcon';
import { useFileListStyles } from './FileList.styles';
import type { FileListState, FileRow } from './useFileList';

// the previews (Fluent dialogs) come right after the list's first paint, the progress bars as it mounts
const FilePreviews = lazyOpening(
  () => import('./FilePreviews').then((m) => m.FilePreviews),
  ({ state }: { state: FileListState }) => ({ open: !!state.previewing, onCancel: state.closePreview }),
);

export interface FileListProps {
  state: FileListState;
  /** no delete, abort or retry (readonly or disabled) */
  locked: boolean;
}

function RowStatus({ row }: { row: FileRow }) {
  const t = useT();
  const styles = useFileListStyles();
  switch (row.status) {
    case 'queued':
    case 'uploading':
      return (
        <>
          <ProgressBar value={row.percent / 100} thickness="medium" aria-label={t('fileUpload.progress', { name: row.name })} data-progress={row.percent} />
          <span className={styles.status}>{row.status === 'queued' ? t('fileUpload.queued') : t('fileUpload.uploading', { percent: row.percent })}</span>
        </>
      );
    case 'failed':
      return <span className={styles.error} role="alert" data-upload-error="">{t('fileUpload.failed', { error: row.error ?? '' })}</span>;
    case 'aborted':
      return <span className={styles.status}>{t('fileUpload.aborted')}</span>;
    default:
      return null;
  }
}

function RowActions({ row, state, locked }: { row: FileRow; state: FileListState; locked: boolean }) {
  const t = useT();
  const { file, uploadId } = row;
  const going = row.status === 'queued' || row.status === 'uploading';
  // a stopped upload (failed, aborted) can go again or be taken off; an attached file deleted
  const stopped = row.status === 'failed' || row.status === 'aborted';
  return (
    <>
      {file && <Button size="small" appearance="subtle" data-action="preview" onClick={() => void state.preview(file)}>{t('fileUpload.preview')}</Button>}
      {file && <Button size="small" appearance="subtle" data-action="download" onClick={() => state.download(file)}>{t('fileUpload.download')}</Button>}
      {!locked && uploadId && going && <Button size="small" appearance="subtle" data-action="abort" onClick={() => state.abort(uploadId)}>{t('fileUpload.abort')}</Button>}
      {!locked && uploadId && stopped && <Button size="small" appearance="primary" data-action="retry" onClick={() => state.retry(uploadId)}>{t('common.retry')}</Button>}
      {!locked && (stopped || row.status === 'attached') && (
        <Button size="small" appearance="subtle" data-action="delete" icon={<DeleteIcon />} aria-label={`${t('fileUpload.delete')} ${row.name}`} title={t('fileUpload.delete')} onClick={() => void state.remove(row)} />
      )}
    </>
  );
}

export function FileList({ state, locked }: FileListProps) {
  const t = useT();
  const styles = useFileListStyles();
  usePreload([ProgressBar]);
  return (
    <>
      {state.rows.length > 0 && (
        <ul className={styles.list} part="list" aria-label={t('fileUpload.list')}>
          {state.rows.map((row) => (
            <li key={row.key} className={mergeClasses(styles.row, row.status === 'failed' && styles.failed)} data-file-row={row.file?.attachment_id ?? row.key} data-status={row.status}>
              <FileIcon kind={row.kind} />
              <div className={styles.main}>
                <div className={styles.line}>
                  <span className={styles.name} title={row.name} data-file-name="">{row.name}</span>
                  {row.size !== undefined && <span className={styles.size}>{formatSize(row.size)}</span>}
                </div>
                <RowStatus row={row} />
              </div>
              <div className={styles.actions}>
                <RowActions row={row} state={state} locked={locked} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <FilePreviews state={state} />
    </>
  );
}
