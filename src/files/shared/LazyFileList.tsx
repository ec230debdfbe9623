/**
 * The file list (FileList.tsx: rows, progress, actions, previews), loaded as an upload mounts: an
 * upload shows no list until its first file. Until the code comes, or when it cannot, the names of the
 * files (those the page gave) hold their rows; a list that cannot be loaded is said once (partMissing).
 */
import '../../core/i18n/areas/files-upload';
import { useT } from '../../core/i18n';
import { partMissing } from '../../core/feedback/usePartFailed';
import { lazyPart } from '../../core/runtime/lazy-part';
import type { FileListProps } from './FileList';
import { useFileListStyles } from './FileList.styles';

function FileNames({ state }: FileListProps) {
  const t = useT();
  const styles = useFileListStyles();
  if (!state.rows.length) return null;
  return (
    <ul className={styles.list} part="list" aria-label={t('fileUpload.list')}>
      {state.rows.map((row) => (
        <li key={row.key} className={styles.row} data-file-placeholder="">
          <span className={styles.name}>{row.name}</span>
        </li>
      ))}
    </ul>
  );
}

export const FileList = lazyPart<FileListProps>(() => import('./FileList').then((m) => m.FileList), FileNames, partMissing('the file list', FileNames));
