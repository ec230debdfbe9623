/**
 * The map of the map address picker: Leaflet (loaded on first use, a chunk of its own, with its
 * stylesheet put inside the shadow root), drawn in WGS-84. Tiles come from `tileUrl`, else the page's
 * configuration (tiles.ts), with their attribution in the corner; without them, or when none of them
 * loads, the map is a plain grid on which clicks and the marker still work, and a note above it says
 * why (a failure also sends bo-error). The view follows `view` (a new object moves it); a click gives its
 * point unless `readonly`.
 */
import '../../core/i18n/areas/map';
import * as React from 'react';
import { flushSync } from 'react-dom';
import { useT } from '../../core/i18n';
import { useElement } from '../../core/runtime/context';
import { asHtml, tileSource } from './tiles';
import type { LngLat } from './coords.logic';

type Leaflet = typeof import('leaflet');

export interface MapView {
  center: LngLat;
  zoom: number;
}

export interface MapCanvasProps {
  className?: string;
  /** where the map looks (WGS-84); a new object moves it there */
  view: MapView;
  /** the chosen point (WGS-84) */
  marker?: LngLat | null;
  tileUrl?: string;
  /** the tiles' attribution (text) */
  tileAttribution?: string;
  readonly?: boolean;
  onPick(point: LngLat): void;
}

let loading: Promise<{ L: Leaflet; css: string }> | undefined;
const loadLeaflet = () =>
  (loading ??= Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css?inline')]).then(([l, css]) => ({
    L: ((l as { default?: Leaflet }).default ?? l) as Leaflet,
    css: css.default,
  })));

// the Leaflet look inside the shadow root: its font size in px (its 0.75rem would follow the page's
// root font size), and the grid drawn when there are no tiles
const GRID = `.leaflet-container{font-size:12px}.leaflet-container[data-grid]{background-color:#eef2f6;background-image:linear-gradient(#d5dde6 1px,transparent 1px),linear-gradient(90deg,#d5dde6 1px,transparent 1px);background-size:32px 32px}`;

/** The map's ground: tiles asked, at least one shown, none configured, or none of them loaded. */
type Ground = 'asking' | 'tiles' | 'none' | 'failed';

export function MapCanvas({ className, view, marker, tileUrl, tileAttribution, readonly, onPick }: MapCanvasProps) {
  const t = useT();
  const { reportError } = useElement();
  const [ground, setGround] = React.useState<Ground>('asking');
  const box = React.useRef<HTMLDivElement>(null);
  const [css, setCss] = React.useState<string>();
  const map = React.useRef<{ L: Leaflet; map: import('leaflet').Map; marker?: import('leaflet').CircleMarker }>(undefined);
  const pick = React.useRef(onPick);
  const locked = React.useRef(readonly);
  React.useLayoutEffect(() => {
    pick.current = onPick;
    locked.current = readonly;
  });
  const first = React.useRef(view);
  const latestView = React.useRef(view);
  const dragged = React.useRef(false);
  const [ready, setReady] = React.useState(0);

  React.useEffect(() => {
    let alive = true;
    let resize: ResizeObserver | undefined;
    void loadLeaflet().then(({ L, css: text }) => {
      if (!alive || !box.current) return;
      // Leaflet's stylesheet is in the shadow root before the map is made and said ready (no frame of an
      // unstyled map; a page or test that sees data-map-ready sees it styled)
      flushSync(() => setCss(text));
      if (!alive || !box.current) return;
      const { center, zoom } = first.current;
      const m = L.map(box.current, { center: [center[1], center[0]], zoom, attributionControl: false, zoomControl: true });
      const source = tileSource(tileUrl, tileAttribution);
      if (source) {
        L.control.attribution({ prefix: false }).addAttribution(asHtml(source.attribution)).addTo(m);
        let shown = false;
        let said = false;
        L.tileLayer(source.url, { maxZoom: 19, subdomains: 'abc' })
          .on('tileload', () => {
            shown = true;
            setGround('tiles');
          })
          .on('tileerror', () => {
            if (shown || said || !alive) return;
            said = true;
            setGround('failed');
            reportError({ source: 'http', msg: t('mapPicker.tilesFailed'), url: source.url, code: 'network' });
          })
          .addTo(m);
      } else setGround('none');
      m.on('click', (e) => {
        if (!locked.current) pick.current([e.latlng.lng, e.latlng.lat]);
      });
      // where the map looks, on the box (WGS-84 "lng,lat" and the zoom): what a test or a page can read
      const record = () => {
        const c = m.getCenter();
        box.current?.setAttribute('data-center', `${c.lng},${c.lat}`);
        box.current?.setAttribute('data-zoom', String(m.getZoom()));
      };
      m.on('moveend zoomend', record);
      record();
      map.current = { L, map: m };
      // the drawer's opening changes the box: the map keeps looking at its view unless the user moved it
      m.on('dragstart', () => (dragged.current = true));
      resize = new ResizeObserver(() => {
        m.invalidateSize({ pan: false });
        const { center: c, zoom: z } = latestView.current;
        if (!dragged.current) m.setView([c[1], c[0]], z, { animate: false });
      });
      resize.observe(box.current);
      box.current.setAttribute('data-map-ready', '');
      setReady((n) => n + 1);
    });
    return () => {
      alive = false;
      resize?.disconnect();
      map.current?.map.remove();
      map.current = undefined;
      setGround('asking');
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new map for new tiles; t and reportError are read when it fails
  }, [tileUrl, tileAttribution]);

  React.useEffect(() => {
    latestView.current = view;
    dragged.current = false;
    map.current?.map.setView([view.center[1], view.center[0]], view.zoom, { animate: false });
  }, [view, ready]);

  const markerKey = marker ? `${marker[0]},${marker[1]}` : '';
  React.useEffect(() => {
    const m = map.current;
    if (!m) return;
    m.marker?.remove();
    m.marker = undefined;
    if (!marker) return;
    m.marker = m.L.circleMarker([marker[1], marker[0]], { radius: 8, color: '#fff', weight: 2, fillColor: '#0f6cbd', fillOpacity: 1 })
      .bindTooltip(t('mapPicker.marker'))
      .addTo(m.map);
    m.marker.getElement()?.setAttribute('data-map-marker', '');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the marker moves when its point does
  }, [markerKey, ready]);

  const grid = ground === 'none' || ground === 'failed';
  return (
    <>
      {css && <style>{css + GRID}</style>}
      {grid && (
        <div role="status" data-map-note={ground}>
          {t(ground === 'none' ? 'mapPicker.noTiles' : 'mapPicker.tilesFailed')}
          {!readonly && t('mapPicker.gridHint')}
        </div>
      )}
      <div
        ref={box}
        className={className}
        part="map"
        role="application"
        aria-label={t('mapPicker.map')}
        data-map=""
        data-grid={grid ? '' : undefined}
        data-readonly={readonly ? '' : undefined}
      />
    </>
  );
}
