/**
 * The phone-scan panel (spec 3 §2.8, §4): the QR code of this session (QrCode, loaded apart: until it
 * comes, the box of the code with its spinner) and the way back to local upload. Shared by
 * bo-scan-upload and bo-file-upload's scan source, which fetch QrCode when they mount.
 */
import '../../core/i18n/areas/files-upload';
import type * as React from 'react';
import { Button, Spinner } from '@fluentui/react-components';
import { partMissing } from '../../core/feedback/usePartFailed';
import { useT } from '../../core/i18n';
import { lazyPart } from '../../core/runtime/lazy-part';
import { useFileListStyles } from '../shared/FileList.styles';
import type { QrCodeProps } from './QrCode';

export interface QrPanelProps extends QrCodeProps {
  onBack(): void;
}

/** The box of the code (300 px) while it has no picture: a spinner (none with `spinner` false), or what
 * `children` puts there; it holds the code's place until QrCode has come, and stays empty for good when
 * it cannot (the element says so). */
export function QrBox({ clientId, spinner = true, children }: { clientId?: string; spinner?: boolean; children?: React.ReactNode }) {
  const t = useT();
  const styles = useFileListStyles();
  return (
    <div className={styles.qrBox} data-client-id={clientId}>
      {children ?? (spinner && <Spinner size="small" label={t('common.loading')} />)}
    </div>
  );
}

const Waiting = () => <QrBox />;
const Missing = () => <QrBox spinner={false} />;

export const QrCode = lazyPart<QrCodeProps>(() => import('./QrCode').then((m) => m.QrCode), Waiting, partMissing('the QR code', Missing));

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
