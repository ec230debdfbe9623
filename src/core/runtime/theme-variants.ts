/**
 * The themes beyond Fluent's light one, in a chunk of their own (a page in the default theme never
 * downloads them): Fluent's web dark theme, and the light or dark theme of a brand colour made the way
 * Fluent's theme designer exports one (createLightTheme / createDarkTheme over the brand's ramp; in the
 * dark theme the brand foregrounds take the lighter shades 110 and 120, readable on dark surfaces). It
 * imports nothing of the runtime but Fluent's tokens, so that the bundler's chunks of the pages stay as
 * they were (theme.ts puts the theme into CSS).
 */
import { createCSSRuleFromTheme, createDarkTheme, createLightTheme, webDarkTheme, webLightTheme, type Theme } from '@fluentui/react-components';
import { brandRamp } from './brand-ramp';

/** Chinese system fonts in Fluent's stacks: the interface is Chinese, and Fluent's own stacks name none,
 * so a machine would otherwise pick any CJK font (or none) for the characters. */
const CJK = "'PingFang SC', 'Microsoft YaHei', 'Hiragino Sans GB', 'Noto Sans CJK SC', 'Source Han Sans SC'";
const withCjk = (stack: string) => stack.replace(/,\s*sans-serif$/, `, ${CJK}, sans-serif`);
export const withCjkFonts = (t: Theme): Theme => ({ ...t, fontFamilyBase: withCjk(t.fontFamilyBase), fontFamilyNumeric: withCjk(t.fontFamilyNumeric) });

/** A theme's tokens on :host (with the CJK fonts), and the colour scheme of native controls (check
 * boxes, date inputs, scroll bars). Fluent's light theme's is light-theme.ts, written by npm run manifest. */
export const themeCss = (t: Theme, scheme: 'light' | 'dark') => `${createCSSRuleFromTheme(':host', withCjkFonts(t))}:host{color-scheme:${scheme}}`;

/** Fluent's web light theme, with the CJK fonts (the demo's own page). */
export const lightTheme = withCjkFonts(webLightTheme);

/** The theme of a scheme and a brand colour ('' for Fluent's blue; another text warns and is Fluent's blue). */
export function variantTheme(scheme: 'light' | 'dark', brand: string): Theme {
  const ramp = brandRamp(brand);
  if (brand && !ramp) console.warn(`[bo-elements] the brand colour ${JSON.stringify(brand)} is not #rgb or #rrggbb; using Fluent's blue`);
  if (!ramp) return scheme === 'dark' ? webDarkTheme : webLightTheme;
  if (scheme === 'light') return createLightTheme(ramp);
  return { ...createDarkTheme(ramp), colorBrandForeground1: ramp[110], colorBrandForeground2: ramp[120] };
}
