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

export const themeCss = createCSSRuleFromTheme(':host', webLightTheme);

export const hostCss = (display: string) =>
  `:host{${INHERITED.map((d) => `${d} !important`).join(';')};display:${display};box-sizing:border-box}` +
  `:host([hidden]){display:none !important}*,*::before,*::after{box-sizing:border-box}`;
