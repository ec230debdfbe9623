/**
 * CSS every element's shadow root adopts: the page's theme (Fluent's tokens as custom properties on
 * :host), and the host's inherited text properties, set with !important so that a host page's `* {
 * font-size: 40px !important }` does not leak in (inside a shadow tree, an important :host rule wins over
 * the page). The theme is one sheet for the page, rewritten in place when `<bo-config theme|brand>`
 * changes: every element restyles at once, nothing renders again. Fluent's light theme is here as the CSS
 * it gives (light-theme.ts, written from Fluent's tokens by npm run manifest: a page does not build it
 * from Fluent's palettes); the dark theme and brand ramps are a chunk of their own (theme-variants.ts),
 * fetched when a page asks for them.
 * A page's own rule on the element (`bo-goods-picker { --colorBrandBackground: #c00 }`) wins over ours:
 * for normal declarations the outer tree's rules win over the shadow tree's :host rules.
 */
import { getConfig, onConfigChange } from '../config';
import { LIGHT_THEME_CSS } from './light-theme';
import { liveCss } from './style-hub';

const INHERITED = [
  'font-family: var(--fontFamilyBase)',
  'font-size: var(--fontSizeBase300)',
  'font-weight: var(--fontWeightRegular)',
  'font-style: normal',
  'line-height: var(--lineHeightBase300)',
  'color: var(--colorNeutralForeground1)',
  'letter-spacing: normal',
  'word-spacing: normal',
  'text-align: start',
  'text-indent: 0',
  'text-transform: none',
  'text-shadow: none',
  'white-space: normal',
  'visibility: visible',
  'cursor: auto',
  'direction: ltr',
];

/** The page's theme sheet, adopted by every element: Fluent's light theme until the page asks for another. */
export const pageTheme = liveCss(LIGHT_THEME_CSS);

let applied = 'light|';
let asked = 0;
let watching = false;

/** Applies the configuration's theme and brand to the page's theme sheet: Fluent's light theme at once,
 * another after theme-variants.ts has come; an answer overtaken by a later change is dropped. */
function follow() {
  const { theme: scheme, brand } = getConfig();
  const key = `${scheme}|${brand}`;
  if (key === applied) return;
  applied = key;
  const turn = ++asked;
  if (key === 'light|') return pageTheme.set(LIGHT_THEME_CSS);
  import('./theme-variants').then(
    (m) => turn === asked && pageTheme.set(m.themeCss(m.variantTheme(scheme, brand), scheme)),
    (e: unknown) => {
      applied = ''; // the next change asks again
      console.warn('[bo-elements] the theme could not be loaded; keeping the current one', e);
    },
  );
}

/** Starts following `<bo-config theme|brand>` (once per page, when the first element mounts). */
export function watchPageTheme() {
  if (watching) return;
  watching = true;
  follow();
  onConfigChange(follow);
}

export const hostCss = (display: string) =>
  `:host{${INHERITED.map((d) => `${d} !important`).join(';')};display:${display};box-sizing:border-box}` +
  `:host([hidden]){display:none !important}*,*::before,*::after{box-sizing:border-box}`;
