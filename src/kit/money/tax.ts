/**
 * Tax arithmetic in fen (spec 3 §5): with a rate, tax = amount × rate / 100 to the fen, half away from
 * zero; the rate is a percentage as the invoice writes it ("13", "13%", "6.5 %", "免税"). Pure: no React.
 */
import { divideHalfUp, parseDecimal, type Fen } from './decimal';

/** The rate as it is edited: the percent sign gone ("13%" → "13"); 免税 (exempt) and other words → ''
 * (no rate: the tax is then typed, not computed). */
export function rateForEditing(rate: string | number | null | undefined): string {
  if (rate === null || rate === undefined) return '';
  const text = String(rate).trim().replace(/\s*[%％]$/, '');
  return parseDecimal(text) && !/e/i.test(text) ? text : '';
}

/** Whether a rate is there to compute the tax with (the tax input is then disabled). */
export const hasRate = (rate: string | number | null | undefined): boolean => rateForEditing(rate) !== '';

/** Tax of an amount at a percentage rate, to the fen, half away from zero; null without a rate. */
export function taxOf(amount: Fen, rate: string | number | null | undefined): Fen | null {
  const d = parseDecimal(rateForEditing(rate));
  if (!d) return null;
  return Number(divideHalfUp(BigInt(amount) * d.units, 100n * 10n ** BigInt(d.scale)));
}

/** Sum of amounts in fen (empty ones count as 0). */
export const sumFen = (...amounts: (Fen | null | undefined)[]): Fen => amounts.reduce<number>((s, a) => s + (a ?? 0), 0);
