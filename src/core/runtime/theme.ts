/**
 * CSS every element's shadow root adopts: the page's theme (Fluent's tokens as custom properties on
 * :host), and the host's inherited text properties, set with !important so that a host page's `* {
 * font-size: 40px !important }` does not leak in (inside a shadow tree, an important :host rule wins over
 * the page). The theme is one sheet for the page, rewritten in place when `<bo-config theme|brand>`
 * changes: every element restyles at once, nothing renders again. Fluent's light theme is here; the dark
 * theme and brand ramps are a chunk of their own (theme-variants.ts), fetched when a page asks for them.
 * A page's own rule on the element (`bo-goods-picker { --colorBrandBackground: #c00 }`) wins over ours:
 * for normal declarations the outer tree's rules win over the shadow tree's :host rules.
 */
import { createCSSRuleFromTheme, webLightTheme, type Theme } from '@fluentui/react-components';
import { getConfig, onConfigChange } from '../config';
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

/** Chinese system fonts in Fluent's stacks: the interface is Chinese, and Fluent's own stacks name none,
 * so a machine would otherwise pick any CJK font (or none) for the characters. */
const CJK = "'PingFang SC', 'Microsoft YaHei', 'Hiragino Sans GB', 'Noto Sans CJK SC', 'Source Han Sans SC'";
const withCjk = (stack: string) => stack.replace(/,\s*sans-serif$/, `, ${CJK}, sans-serif`);
const withCjkFonts = (t: Theme): Theme => ({ ...t, fontFamilyBase: withCjk(t.fontFamilyBase), fontFamilyNumeric: withCjk(t.fontFamilyNumeric) });

/** Fluent's web light theme, with the CJK fonts. */
export const theme = withCjkFonts(webLightTheme);

/** A theme's tokens on :host (with the CJK fonts), and the colour scheme of native controls (check
 * boxes, date inputs, scroll bars). */
export const themeCss = (t: Theme, scheme: 'light' | 'dark') => `${createCSSRuleFromTheme(':host', withCjkFonts(t))}:host{color-scheme:${scheme}}`;

/** The page's theme sheet, adopted by every element. */
export const pageTheme = liveCss(themeCss(webLightTheme, 'light'));

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
  if (key === 'light|') return pageTheme.set(themeCss(webLightTheme, 'light'));
  import('./theme-variants').then(
    (m) => turn === asked && pageTheme.set(themeCss(m.variantTheme(scheme, brand), scheme)),
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
