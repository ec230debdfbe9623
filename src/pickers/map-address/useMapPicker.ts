/**
 * State of the map address picker (spec 2 §2 Map address picker, §4, §5; DECISIONS Map picker). The
 * point is held in GCJ-02 (what the user sees and the backend stores), the map is told WGS-84. Each
 * opening starts from the attributes (lng / lat / address), or no point at the default centre, zoom 13.
 * The keyword is asked 1 s after the last keystroke; its places are shown 10 to a page; a chosen place,
 * a click on the map, 定位 and the phone all set the point (15 for a place found). 确定 saves the point
 * (save_address) and gives it; a failed save keeps the drawer open with the server's msg.
 */
import '../../core/i18n/areas/map';
import * as React from 'react';
import { useAction } from '../../core/http';
import { useMessage } from '../../core/feedback/FeedbackProvider';
import { useLatestT } from '../../core/i18n';
import { send } from '../../kit/data/endpoint';
import { useRemote } from '../../kit/list/useRemote';
import { findAddress, REGION_FIELDS, saveAddress, type FoundPlace, type MapPoint, type RegionField } from './api';
import { coordText, gcj02ToWgs84, parseLngLat, wgs84ToGcj02, type LngLat } from './coords.logic';
import type { MapView } from './MapCanvas';

export const DEFAULT_CENTER: LngLat = [104.03164, 30.68243];
export const DEFAULT_ZOOM = 13;
export const FOUND_ZOOM = 15;
export const SEARCH_DELAY = 1000;
export const PAGE_SIZE = 10;

export interface MapConfirmDetail {
  record: MapPoint;
  records: MapPoint[];
}

export interface MapPickerOptions {
  open: boolean;
  readonly: boolean;
  lng?: number;
  lat?: number;
  address?: string;
  onConfirm?(detail: MapConfirmDetail): void;
  onCancel?(): void;
}

const EMPTY = { province: '', city: '', area: '', business: '' };
/** The province, city, district and business area a place found says (text only), '' for the others. */
const regionOf = (found: FoundPlace) =>
  Object.fromEntries(REGION_FIELDS.map((f) => [f, typeof found[f] === 'string' ? (found[f] as string).trim() : ''])) as Record<RegionField, string>;

function initialPoint(lng?: number, lat?: number, address?: string): MapPoint | null {
  if (lng === undefined || lat === undefined || !parseLngLat(String(lng), String(lat))) return null;
  return { ...EMPTY, address: address ?? '', lng, lat };
}

const viewOf = (point: MapPoint | null, zoom: number): MapView => ({ center: point ? gcj02ToWgs84([point.lng, point.lat]) : gcj02ToWgs84(DEFAULT_CENTER), zoom });

export function useMapPicker({ open, readonly, lng, lat, address, onConfirm, onCancel }: MapPickerOptions) {
  const message = useMessage();
  const t = useLatestT();
  const save = useAction();
  const [point, setPoint] = React.useState(() => initialPoint(lng, lat, address));
  const [view, setView] = React.useState(() => viewOf(point, DEFAULT_ZOOM));
  const [inputs, setInputs] = React.useState({ lng: point ? coordText(point.lng) : '', lat: point ? coordText(point.lat) : '' });
  const [keyword, setKeyword] = React.useState('');
  /** the keyword the search asks for: what was typed, 1 s after the last keystroke */
  const [asked, setAsked] = React.useState('');
  const [page, setPage] = React.useState(1);

  /** The point becomes `next` (the inputs show it); `zoom`: the map goes there. */
  const place = React.useCallback((next: MapPoint, zoom?: number) => {
    setPoint(next);
    setInputs({ lng: coordText(next.lng), lat: coordText(next.lat) });
    if (zoom !== undefined) setView(viewOf(next, zoom));
  }, []);

  // every opening starts again from the attributes
  const [wasOpen, setWasOpen] = React.useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      const first = initialPoint(lng, lat, address);
      setPoint(first);
      setInputs({ lng: first ? coordText(first.lng) : '', lat: first ? coordText(first.lat) : '' });
      setView(viewOf(first, DEFAULT_ZOOM));
      setKeyword('');
      setAsked('');
      setPage(1);
    }
  }

  // the keyword is asked 1 s after the last keystroke (spec 2 §9); the kit's remote value drops an
  // earlier answer and aborts its call
  const wanted = keyword.trim();
  React.useEffect(() => {
    if (!open || readonly || !wanted) return;
    const timer = setTimeout(() => {
      setAsked(wanted);
      setPage(1);
    }, SEARCH_DELAY);
    return () => clearTimeout(timer);
  }, [open, readonly, wanted]);
  const found = useRemote(
    (a, signal) => send<object, { address_info: string }, FoundPlace[]>(a, findAddress, {}, { address_info: asked }, signal),
    open && !readonly && asked !== '',
    asked,
  );
  const search = {
    places: Array.isArray(found.value) ? found.value : [],
    loading: found.loading,
    error: found.error ?? undefined,
    /** the keyword whose answer (or failure) is shown */
    asked: found.value !== undefined || found.error ? asked : '',
  };

  const choose = (found: FoundPlace) => place({ ...regionOf(found), address: found.address, lng: Number(found.lng), lat: Number(found.lat) }, FOUND_ZOOM);

  const locate = () => {
    const typed = parseLngLat(inputs.lng, inputs.lat);
    if (!typed) {
      message.warning(t('mapPicker.needCoordinates'));
      return;
    }
    place({ ...(point ?? { ...EMPTY, address: '' }), lng: typed[0], lat: typed[1] }, view.zoom);
  };

  /** A click on the map (WGS-84): the point is there, shown in GCJ-02; the map stays where it is. */
  const pickOnMap = React.useCallback((wgs: LngLat) => {
    const [x, y] = wgs84ToGcj02(wgs);
    setPoint((p) => ({ ...(p ?? { ...EMPTY, address: '' }), lng: Number(coordText(x)), lat: Number(coordText(y)) }));
    setInputs({ lng: coordText(x), lat: coordText(y) });
  }, []);

  /** The phone's point (GCJ-02). */
  const fromPhone = React.useCallback(
    (found: Pick<MapPoint, 'address' | 'lat' | 'lng'>) => place({ ...EMPTY, ...found }, FOUND_ZOOM),
    [place],
  );

  const confirm = async () => {
    if (!point) {
      message.warning(t('mapPicker.selectAddress'));
      return;
    }
    const result = await save.run((a) => send(a, saveAddress, {}, { address: [point] }));
    if (result.ok) onConfirm?.({ record: point, records: [point] });
  };

  const pages = Math.max(1, Math.ceil(search.places.length / PAGE_SIZE));
  const shown = search.places.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  return {
    point, view, inputs, keyword, search, page, pages, shown, busy: save.busy,
    marker: point ? gcj02ToWgs84([point.lng, point.lat]) : null,
    setKeyword, setPage, choose, locate, pickOnMap, fromPhone, confirm,
    cancel: () => onCancel?.(),
    retry: found.reload,
    typeCoordinate: (which: 'lng' | 'lat', text: string) => setInputs((i) => ({ ...i, [which]: text })),
    /** the address, or the province, city, district or business area, typed (once there is a point) */
    typeField: (key: 'address' | RegionField, text: string) => setPoint((p) => (p ? { ...p, [key]: text } : p)),
  };
}

export type MapPickerState = ReturnType<typeof useMapPicker>;
