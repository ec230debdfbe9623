/**
 * The phone-scan panel (spec 3 §2.8, §4): the QR code of this session (QrCode, loaded apart: until it
 * comes, the box of the code with its spinner) and the way back to local upload. Shared by
 * bo-scan-upload and bo-file-upload's scan source, which fetch QrCode when they mount.
 */
import '../../core/i18n/areas/files-upload';
import { Button, Spinner } from '@fluentui/react-components';
import { partMissing } from '../../core/feedback/usePartFailed';
import { useT } from '../../core/i18n';
import { lazyPart } from '../../core/runtime/lazy-part';
import { useFileListStyles } from '../shared/FileList.styles';
import type { QrCodeProps } from './QrCode';

export interface QrPanelProps extends QrCodeProps {
  onBack(): void;
}

function QrBox() {
  const t = useT();
  const styles = useFileListStyles();
  return (
    <div className={styles.qrBox}>
      <Spinner size="small" label={t('common.loading')} />
    </div>
  );
}

export const QrCode = lazyPart<QrCodeProps>(() => import('./QrCode').then((m) => m.QrCode), QrBox, partMissing('the QR code', QrBox));

export function QrPanel({ onBack, ...code }: QrPanelProps) {
  const t = useT();
  const styles = useFileListStyles();
  return (
    <div className={styles.qr} data-qr-panel="">
      <QrCode {...code} />
      <Button appearance="secondary" data-action="back-local" onClick={onBack}>
        {t('scanUpload.back')}
      </Button>
    </div>
  );
}
