/**
 * bo-map-address-picker (spec 2 §2 Map address picker, §3 Map point, §4, §5; DECISIONS Map picker): an
 * 80 % drawer with the keyword search and its places (10 to a page) on the left; the longitude and
 * latitude in GCJ-02 with 定位, the phone's QR code, the address and the map on the right. Read-only, it
 * shows the point given: no search, no click, no 定位, no confirm.
 */
import '../../core/i18n/areas/map';
import * as React from 'react';
import { Button, Input, Label } from '@fluentui/react-components';
import { userMessage } from '../../core/http';
import { useT } from '../../core/i18n';
import { PickerDrawer } from '../../kit/drawer/PickerDrawer';
import { Pagination } from '../../kit/pagination/Pagination';
import { ListStates } from '../../kit/table/ListStates';
import { MapCanvas } from './MapCanvas';
import { useMapPickerStyles } from './MapAddressPicker.styles';
import { MapScan } from './MapScan';
import { REGION_FIELDS } from './api';
import { PAGE_SIZE, useMapPicker, type MapConfirmDetail, type MapPickerState } from './useMapPicker';

export interface MapAddressPickerProps {
  open?: boolean;
  readonly?: boolean;
  lng?: number;
  lat?: number;
  address?: string;
  tileUrl?: string;
  tileAttribution?: string;
  title?: string;
  onConfirm?(detail: MapConfirmDetail): void;
  onCancel?(): void;
}

function SearchPanel({ state }: { state: MapPickerState }) {
  const t = useT();
  const styles = useMapPickerStyles();
  const { search } = state;
  return (
    <div className={styles.side} data-map-search="">
      <Input
        type="search"
        aria-label={t('mapPicker.search')}
        placeholder={t('mapPicker.searchPlaceholder')}
        value={state.keyword}
        onChange={(_, d) => state.setKeyword(d.value)}
        data-field="keyword"
      />
      {search.asked && search.places.length === 0 && !search.loading && !search.error ? (
        <div role="status" data-empty="">{t('mapPicker.noResults')}</div>
      ) : (
        <ListStates loading={search.loading} error={search.error && userMessage(search.error, t)} onRetry={state.retry} empty={search.loading && !search.places.length} />
      )}
      <ul className={styles.results} part="list">
        {state.shown.map((place, i) => (
          <li key={`${state.page}-${i}`}>
            <button type="button" className={styles.result} data-place="" onClick={() => state.choose(place)}>{place.address}</button>
          </li>
        ))}
      </ul>
      {search.places.length > PAGE_SIZE && (
        <Pagination total={search.places.length} page={state.page} pageSize={PAGE_SIZE} layout="total, prev, pager, next" onChange={(c) => state.setPage(c.page)} />
      )}
    </div>
  );
}

export function MapAddressPicker({ open = false, readonly = false, lng, lat, address, tileUrl, tileAttribution, title, onConfirm, onCancel }: MapAddressPickerProps) {
  const t = useT();
  const styles = useMapPickerStyles();
  const state = useMapPicker({ open, readonly, lng, lat, address, onConfirm, onCancel });
  const id = React.useId();
  return (
    <PickerDrawer
      open={open}
      title={title || t(readonly ? 'mapPicker.readonlyTitle' : 'mapPicker.title')}
      showConfirm={!readonly}
      busy={state.busy}
      cancelText={readonly ? t('common.close') : undefined}
      onConfirm={() => void state.confirm()}
      onCancel={state.cancel}
    >
      <div className={styles.layout} data-bo-map-picker="" data-readonly={readonly ? '' : undefined}>
        {!readonly && <SearchPanel state={state} />}
        <div className={styles.main}>
          <div className={styles.bar}>
            <Label htmlFor={`${id}-lng`}>{t('mapPicker.lng')}</Label>
            <Input id={`${id}-lng`} className={styles.coordinate} value={state.inputs.lng} readOnly={readonly} onChange={(_, d) => state.typeCoordinate('lng', d.value)} data-field="lng" inputMode="decimal" />
            <Label htmlFor={`${id}-lat`}>{t('mapPicker.lat')}</Label>
            <Input id={`${id}-lat`} className={styles.coordinate} value={state.inputs.lat} readOnly={readonly} onChange={(_, d) => state.typeCoordinate('lat', d.value)} data-field="lat" inputMode="decimal" />
            {!readonly && <Button data-action="locate" onClick={state.locate}>{t('mapPicker.locate')}</Button>}
            {!readonly && <MapScan active={open} onPoint={state.fromPhone} />}
          </div>
          <div className={styles.bar}>
            {REGION_FIELDS.map((f) => (
              <React.Fragment key={f}>
                <Label htmlFor={`${id}-${f}`}>{t(`mapPicker.${f}`)}</Label>
                <Input id={`${id}-${f}`} className={styles.region} value={state.point?.[f] ?? ''} readOnly={readonly || !state.point} onChange={(_, d) => state.typeField(f, d.value)} data-field={f} />
              </React.Fragment>
            ))}
          </div>
          <div className={styles.bar}>
            <Label htmlFor={`${id}-address`}>{t('mapPicker.address')}</Label>
            <Input
              id={`${id}-address`}
              className={styles.address}
              value={state.point?.address ?? ''}
              placeholder={state.point ? undefined : t('mapPicker.noPoint')}
              readOnly={readonly || !state.point}
              onChange={(_, d) => state.typeField('address', d.value)}
              data-field="address"
            />
          </div>
          {open && <MapCanvas className={styles.map} view={state.view} marker={state.marker} tileUrl={tileUrl} tileAttribution={tileAttribution} readonly={readonly} onPick={state.pickOnMap} />}
        </div>
      </div>
    </PickerDrawer>
  );
}
