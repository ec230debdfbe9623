/**
 * The themes beyond Fluent's light one, in a chunk of their own (a page in the default theme never
 * downloads them): Fluent's web dark theme, and the light or dark theme of a brand colour made the way
 * Fluent's theme designer exports one (createLightTheme / createDarkTheme over the brand's ramp; in the
 * dark theme the brand foregrounds take the lighter shades 110 and 120, readable on dark surfaces). It
 * imports nothing of the runtime but Fluent's tokens, so that the bundler's chunks of the pages stay as
 * they were (theme.ts puts the theme into CSS).
 */
import { createDarkTheme, createLightTheme, webDarkTheme, webLightTheme, type Theme } from '@fluentui/react-components';
import { brandRamp } from './brand-ramp';

/** The theme of a scheme and a brand colour ('' for Fluent's blue; another text warns and is Fluent's blue). */
export function variantTheme(scheme: 'light' | 'dark', brand: string): Theme {
  const ramp = brandRamp(brand);
  if (brand && !ramp) console.warn(`[bo-elements] the brand colour ${JSON.stringify(brand)} is not #rgb or #rrggbb; using Fluent's blue`);
  if (!ramp) return scheme === 'dark' ? webDarkTheme : webLightTheme;
  if (scheme === 'light') return createLightTheme(ramp);
  return { ...createDarkTheme(ramp), colorBrandForeground1: ramp[110], colorBrandForeground2: ramp[120] };
}
