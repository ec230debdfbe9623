/**
 * The phone-scan session of the QR panel: its code (300 px; 重试 when it could not be made), what to do,
 * and 等待手机上传 while it waits. A chunk of its own (the session, its poller and their calls), loaded
 * when an element with the scan source mounts: the panel shows only after 扫码上传.
 */
import '../../core/i18n/areas/files-upload';
import { Button } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import type { UploadedFile } from '../../kit/upload';
import { useFileListStyles } from '../shared/FileList.styles';
import { QrBox } from './QrPanel';
import { useScanPoll } from './useScanPoll';

export interface QrCodeProps {
  interval: number;
  scanPage: string;
  onFiles(files: UploadedFile[]): void;
}

/** Mounted only while the element is in QR mode: its session (and its poller) live as long as it does. */
export function QrCode({ interval, scanPage, onFiles }: QrCodeProps) {
  const t = useT();
  const styles = useFileListStyles();
  const session = useScanPoll({ interval, scanPage, onFiles });
  return (
    <>
      {session.image ? (
        <img className={styles.qrImage} src={session.image} alt={t('scanUpload.qrAlt')} width={300} height={300} data-qr-image="" data-client-id={session.clientId} />
      ) : session.failed ? (
        <QrBox clientId={session.clientId}>
          <Button data-action="retry-qr" onClick={session.restart}>
            {t('scanUpload.qrFailed')} · {t('common.retry')}
          </Button>
        </QrBox>
      ) : (
        <QrBox clientId={session.clientId} />
      )}
      <span>{t('scanUpload.hint')}</span>
      {session.image && <span className={styles.status} role="status">{t('scanUpload.waiting')}</span>}
    </>
  );
}
