/**
 * The phone contribution of the map picker (spec 2 §2, §4 "Map scan flow"): a popover with the QR code
 * of /h5/#/scan (scan_mode=mapAddress, scan_id, time, staff_id); the state is asked every 2 s while the
 * phone has not answered and the drawer is open (the kit's scan session), and the phone's point fills
 * the picker's.
 */
import '../../core/i18n/areas/map';
import { Button, Popover, PopoverSurface, PopoverTrigger, Spinner } from '@fluentui/react-components';
import * as React from 'react';
import { useT } from '../../core/i18n';
import { useLoginInfo } from '../../core/user';
import { useScanPoll } from '../../kit/scan';
import { MAP_QR_SIZE, mapCodeGen, mapCodeState, mapScanContent, scannedPoint, type MapPoint } from './api';
import { useMapPickerStyles } from './MapAddressPicker.styles';

export const SCAN_INTERVAL = 2000;

type Found = Pick<MapPoint, 'address' | 'lat' | 'lng'>;

interface ScanProps {
  active: boolean;
  onPoint(point: Found): void;
}

function ScanSession({ staffId, active, onPoint }: ScanProps & { staffId?: number }) {
  const t = useT();
  const styles = useMapPickerStyles();
  const session = useScanPoll({
    interval: SCAN_INTERVAL, gen: mapCodeGen, size: MAP_QR_SIZE, state: mapCodeState, read: scannedPoint, onResult: onPoint, active,
    content: (clientId) => mapScanContent(clientId, staffId),
  });
  return (
    <div className={styles.qr} data-qr-panel="" data-client-id={session.clientId}>
      <div className={styles.qrBox}>
        {session.image ? (
          <img src={session.image} alt={t('mapPicker.qrAlt')} width={MAP_QR_SIZE} height={MAP_QR_SIZE} data-qr-image="" />
        ) : session.failed ? (
          <Button data-action="retry-qr" onClick={session.restart}>{t('mapPicker.qrFailed')} · {t('common.retry')}</Button>
        ) : (
          <Spinner size="small" label={t('common.loading')} />
        )}
      </div>
      <span className={styles.hint}>{t('mapPicker.scanHint')}</span>
      {session.image && <span className={styles.hint} role="status">{t('mapPicker.scanWaiting')}</span>}
    </div>
  );
}

/** The session starts once the user (staff_id of the phone page) is known. */
function ScanPanel(props: ScanProps) {
  const info = useLoginInfo(true, ['staff.id']);
  return info ? <ScanSession {...props} staffId={info.staff?.id} /> : <Spinner size="small" />;
}

export function MapScan({ active, onPoint }: ScanProps) {
  const t = useT();
  const [open, setOpen] = React.useState(false);
  const found = React.useCallback((point: Found) => {
    setOpen(false);
    onPoint(point);
  }, [onPoint]);
  return (
    <Popover open={open && active} onOpenChange={(_, data) => setOpen(data.open)} positioning="below-end" withArrow trapFocus>
      <PopoverTrigger disableButtonEnhancement>
        <Button data-action="scan">{t('mapPicker.scan')}</Button>
      </PopoverTrigger>
      <PopoverSurface>{open && active && <ScanPanel active={active} onPoint={found} />}</PopoverSurface>
    </Popover>
  );
}
