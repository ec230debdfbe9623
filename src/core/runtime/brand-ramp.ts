/**
 * Fluent's brand ramp (BrandVariants: 16 shades, 10 darkest … 160 lightest) from one colour, for
 * `<bo-config brand="#0f6cbd">`. Fluent's theme designer makes its ramps with a function that is not
 * published (getBrandTokensFromPalette, in the private @fluentui/theme-designer package), so this is a
 * small one in the same spirit: shades along a curve of a perceptual colour space (OKLab) through the
 * given colour, darker towards a deep shade of its hue, lighter towards a pale one, the chroma fading
 * towards both ends. The colour itself is shade 80, the one Fluent's light theme uses for
 * `colorBrandBackground` (a brand of #0f6cbd keeps Fluent's own blue buttons).
 */
import type { BrandVariants } from '@fluentui/react-components';


type Lab = [number, number, number];

const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const fromLinear = (c: number) => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);

/** OKLab of an sRGB colour (Björn Ottosson's matrices). */
function oklab(rgb: [number, number, number]): Lab {
  const [r, g, b] = rgb.map((c) => toLinear(c / 255)) as [number, number, number];
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}

/** The sRGB hex of an OKLab colour, each channel clipped to the gamut. */
function hex([L, A, B]: Lab): string {
  const l = (L + 0.3963377774 * A + 0.2158037573 * B) ** 3;
  const m = (L - 0.1055613458 * A - 0.0638541728 * B) ** 3;
  const s = (L - 0.0894841775 * A - 1.291485548 * B) ** 3;
  const linear = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
  return `#${linear.map((c) => Math.round(Math.min(1, Math.max(0, fromLinear(c))) * 255).toString(16).padStart(2, '0')).join('')}`;
}

/** `#rgb` or `#rrggbb` as channels 0..255, else undefined. */
export function parseHex(text: string): [number, number, number] | undefined {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text.trim());
  if (!m) return undefined;
  const digits = m[1]!.length === 3 ? [...m[1]!].map((d) => d + d) : m[1]!.match(/../g)!;
  return digits.map((d) => parseInt(d, 16)) as [number, number, number];
}

const KEY = 7; // the colour's place: shade 80
const DARKEST = 0.19; // OKLab lightness of shade 10 (Fluent's web ramp: ~0.2)
const LIGHTEST = 0.965; // of shade 160 (Fluent's web ramp: ~0.96)

/** The 16 shades of a brand colour (`#rgb` or `#rrggbb`); undefined for another text. */
export function brandRamp(colour: string): BrandVariants | undefined {
  const rgb = parseHex(colour);
  if (!rgb) return undefined;
  const [L, A, B] = oklab(rgb);
  const shade = (i: number): string => {
    if (i === KEY) return hex([L, A, B]);
    // t: 0 at the colour, 1 at the end of the ramp on this side; the chroma stays near the colour and
    // fades towards the ends (half of it left at the dark end, a sixth at the light end)
    const dark = i < KEY;
    const t = dark ? (KEY - i) / KEY : (i - KEY) / (15 - KEY);
    const chroma = 1 - t * t * (dark ? 0.5 : 0.83);
    return hex([L + ((dark ? DARKEST : LIGHTEST) - L) * t, A * chroma, B * chroma]);
  };
  return Object.fromEntries(Array.from({ length: 16 }, (_, i) => [(i + 1) * 10, shade(i)])) as unknown as BrandVariants;
}
