/**
 * CSS every element's shadow root adopts: the Fluent theme as custom properties on :host, and the
 * host's inherited text properties, set with !important so that a host page's `* { font-size: 40px
 * !important }` does not leak in (inside a shadow tree, an important :host rule wins over the page).
 */
import { createCSSRuleFromTheme, webLightTheme } from '@fluentui/react-components';

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

/** Fluent's light theme with Chinese system fonts in the stacks: the interface is Chinese, and Fluent's
 * own stacks name none, so a machine would otherwise pick any CJK font (or none) for the characters. */
const CJK = "'PingFang SC', 'Microsoft YaHei', 'Hiragino Sans GB', 'Noto Sans CJK SC', 'Source Han Sans SC'";
export const theme = {
  ...webLightTheme,
  fontFamilyBase: webLightTheme.fontFamilyBase.replace(/,\s*sans-serif$/, `, ${CJK}, sans-serif`),
  fontFamilyNumeric: webLightTheme.fontFamilyNumeric.replace(/,\s*sans-serif$/, `, ${CJK}, sans-serif`),
};

export const themeCss = createCSSRuleFromTheme(':host', theme);

export const hostCss = (display: string) =>
  `:host{${INHERITED.map((d) => `${d} !important`).join(';')};display:${display};box-sizing:border-box}` +
  `:host([hidden]){display:none !important}*,*::before,*::after{box-sizing:border-box}`;
