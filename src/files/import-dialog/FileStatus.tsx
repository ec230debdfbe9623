/** Step 1's chosen file: its name and size, then what happens to it (read, refused, uploading, failed with 重试, unpacking, ready). */
import '../../core/i18n/areas/files-import';
import { Button, ProgressBar, Spinner } from '@fluentui/react-components';
import { ApiError, userMessage } from '../../core/http';
import { useT } from '../../core/i18n';
import { sizeText } from './import.logic';
import type { useImportFile } from './useImportFile';
import { useImportDialogStyles } from './ImportDialog.styles';

export function FileStatus({ file }: { file: ReturnType<typeof useImportFile> }) {
  const t = useT();
  const styles = useImportDialogStyles();
  const { chosen, item, phase } = file;
  if (!chosen) return null;
  const percent = item && item.size ? Math.floor((item.loaded / item.size) * 100) : 0;
  const retry = (
    <Button size="small" onClick={file.retry} data-action="retry">
      {t('common.retry')}
    </Button>
  );
  return (
    <div className={styles.file} data-import-file={phase}>
      <div className={styles.fileLine}>
        <span data-file-name>{chosen.name}</span>
        <span className={styles.muted}>{sizeText(chosen.size)}</span>
        {chosen.rows !== undefined && !chosen.refusal && <span className={styles.muted}>{t('importDialog.rows', { rows: chosen.rows })}</span>}
      </div>
      {phase === 'checking' && <Spinner size="tiny" labelPosition="after" label={t('importDialog.checking')} />}
      {phase === 'refused' && chosen.refusal && (
        <div role="alert" className={styles.error} data-import-error>
          {t(chosen.refusal.key, chosen.refusal.params)}
        </div>
      )}
      {phase === 'uploading' && (
        <>
          <ProgressBar value={percent / 100} thickness="large" aria-label={t('importDialog.uploading', { percent })} data-upload-progress={percent} />
          <span className={styles.muted}>{t('importDialog.uploading', { percent })}</span>
        </>
      )}
      {phase === 'failed' && (
        <div role="alert" className={`${styles.fileLine} ${styles.error}`} data-import-error>
          {t('importDialog.uploadFailed', { msg: item?.error instanceof ApiError ? userMessage(item.error, t) : item?.error?.message || t('http.failed') })}
          {retry}
        </div>
      )}
      {phase === 'unpacking' && (
        <>
          <ProgressBar thickness="large" aria-label={t('importDialog.unpacking')} />
          <span className={styles.muted}>{t('importDialog.unpacking')}</span>
        </>
      )}
      {phase === 'unpack-failed' && (
        <div role="alert" className={`${styles.fileLine} ${styles.error}`} data-import-error>
          {t('importDialog.unpackFailed', { msg: file.zipError ?? '' })}
          {retry}
        </div>
      )}
      {phase === 'ready' && (
        <span className={styles.success} data-import-ready>
          {t('importDialog.uploaded')}
        </span>
      )}
    </div>
  );
}
