/**
 * The map's tiles (issue 41): the template the element's `tile-url` gives, else the page's
 * (`configure({ mapTiles })`, `<bo-config map-tiles>`); http(s) or from the page's own site ('/tiles/…'),
 * nothing else. Shown tiles always carry an attribution: the one given, else OpenStreetMap's for its
 * servers (its tile policy requires it), else the tiles' host.
 */
import { getConfig } from '../../core/config';

export interface TileSource {
  url: string;
  /** plain text, shown in the map's corner */
  attribution: string;
}

const OSM = /(^|\.)openstreetmap\.(org|fr|de)$/i;
const allowed = (url: string) => /^(https?:\/\/|\/(?!\/))/i.test(url);

/** The tiles to draw, or null: none configured, or an address that is not http(s) nor the site's own. */
export function tileSource(tileUrl = '', attribution = ''): TileSource | null {
  const own = tileUrl.trim();
  const config = getConfig();
  const url = own || (config.mapTiles ?? '').trim();
  if (!url || !allowed(url)) return null;
  const given = (own ? attribution : attribution || (config.mapAttribution ?? '')).trim();
  if (given) return { url, attribution: given };
  let host: string;
  try {
    host = new URL(url.replace(/\{[a-z]\}/gi, 'a'), location.href).hostname;
  } catch {
    return null; // not an address ('http://[')
  }
  return { url, attribution: OSM.test(host) ? '© OpenStreetMap contributors' : host };
}

/** Text as HTML (Leaflet's attribution control takes HTML): nothing of it runs. */
export const asHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
