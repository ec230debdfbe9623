/**
 * The phone-scan panel (spec 3 §2.8, §4): the QR code of this session (300 px), what to do, and the
 * way back to local upload. Shared by bo-scan-upload and bo-file-upload's scan source.
 */
import '../../core/i18n/areas/files-upload';
import { Button, Spinner } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import type { UploadedFile } from '../../kit/upload';
import { useFileListStyles } from '../shared/FileList.styles';
import { useScanPoll } from './useScanPoll';

export interface QrPanelProps {
  interval: number;
  scanPage: string;
  onFiles(files: UploadedFile[]): void;
  onBack(): void;
}

/** Shown only while the element is in QR mode: its session (and its poller) live as long as it does. */
export function QrPanel({ interval, scanPage, onFiles, onBack }: QrPanelProps) {
  const t = useT();
  const styles = useFileListStyles();
  const session = useScanPoll({ interval, scanPage, onFiles });
  return (
    <div className={styles.qr} data-qr-panel="" data-client-id={session.clientId}>
      {session.image ? (
        <img className={styles.qrImage} src={session.image} alt={t('scanUpload.qrAlt')} width={300} height={300} data-qr-image="" />
      ) : (
        <div className={styles.qrBox}>
          {session.failed ? (
            <Button data-action="retry-qr" onClick={session.restart}>
              {t('scanUpload.qrFailed')} · {t('common.retry')}
            </Button>
          ) : (
            <Spinner size="small" label={t('common.loading')} />
          )}
        </div>
      )}
      <span>{t('scanUpload.hint')}</span>
      {session.image && <span className={styles.status} role="status">{t('scanUpload.waiting')}</span>}
      <Button appearance="secondary" data-action="back-local" onClick={onBack}>
        {t('scanUpload.back')}
      </Button>
    </div>
  );
}
