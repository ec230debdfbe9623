/**
 * The file list and what drives it (Uploads.tsx: rows, progress, actions, previews and the upload
 * client), loaded as an upload mounts: an upload shows no list until its first file, and its buttons
 * are the element's own. Until the code comes, or when it cannot, the names of the files the page gave
 * hold their rows; a list that cannot be loaded is said once (partMissing).
 */
import '../../core/i18n/areas/files-upload';
import { useT } from '../../core/i18n';
import { partMissing } from '../../core/feedback/usePartFailed';
import { lazyPart } from '../../core/runtime/lazy-part';
import type { UploadsProps } from './Uploads';
import { nameOf } from './file-kind.logic';
import { useFileListStyles } from './FileList.styles';

function FileNames({ value }: UploadsProps) {
  const t = useT();
  const styles = useFileListStyles();
  if (!value.length) return null;
  return (
    <ul className={styles.list} part="list" aria-label={t('fileUpload.list')}>
      {value.map((file, index) => (
        <li key={`f${file.attachment_id}-${index}`} className={styles.row} data-file-placeholder="">
          <span className={styles.name}>{nameOf(file)}</span>
        </li>
      ))}
    </ul>
  );
}

export const Uploads = lazyPart<UploadsProps>(() => import('./Uploads').then((m) => m.Uploads), FileNames, partMissing('the file list', FileNames));
