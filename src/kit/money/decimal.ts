/**
 * Amounts of money as integer fen (1 yuan = 100 fen), never as binary floats. Text from the user or the
 * backend ("1,234.5", "1.005", 99999999.99) is read digit by digit and rounded half away from zero at the
 * third decimal (0.005 → 0.01, -0.005 → -0.01), as the backend's decimal arithmetic rounds. A number from
 * JSON is read through its shortest text (1.005 stays 1.005, not 1.00499999…). Pure: no React.
 *
 * Fen are JavaScript integers: exact up to 2^53 fen (about 90 trillion yuan): an amount beyond that is
 * not read (null), never rounded silently to another one. Products that could pass that (an amount × a
 * rate) are taken in BigInt. What a user may type is less (yuanProblem: 13 digits of yuan).
 */

/** Amount in fen: an integer. */
export type Fen = number;

const AMOUNT = /^([+-]?)(\d[\d,]*)?(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** Rounds an integer numerator / denominator half away from zero (both BigInt, denominator > 0). */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const n = negative ? -numerator : numerator;
  const q = n / denominator;
  const rounded = (n % denominator) * 2n >= denominator ? q + 1n : q;
  return negative ? -rounded : rounded;
}

/**
 * A decimal as an integer and a scale (123.456 → {units: 123456n, scale: 3}), read from its text; null
 * when it is not a number. Thousands separators are allowed before the point; an exponent is applied.
 */
export function parseDecimal(input: string | number | null | undefined): { units: bigint; scale: number } | null {
  if (input === null || input === undefined) return null;
  if (typeof input === 'number' && !Number.isFinite(input)) return null;
  const text = String(input).trim().replace(/^[¥￥]/, '');
  const m = AMOUNT.exec(text);
  if (!m || (m[2] === undefined && !m[3])) return null;
  const [, sign, whole = '0', fraction = '', exponent = '0'] = m;
  if (/,,|^,|,$/.test(whole)) return null;
  let digits = whole.replace(/,/g, '') + fraction;
  let scale = fraction.length - Number(exponent);
  if (scale < 0) {
    digits += '0'.repeat(-scale);
    scale = 0;
  }
  const units = BigInt(digits);
  return { units: sign === '-' ? -units : units, scale };
}

/** An amount in yuan (text or number) as fen, rounded half away from zero; null when it is not a number,
 * or beyond what integer fen hold exactly (2^53 − 1 fen). */
export function toFen(input: string | number | null | undefined): Fen | null {
  const d = parseDecimal(input);
  if (!d) return null;
  const fen = d.scale <= 2 ? d.units * 10n ** BigInt(2 - d.scale) : divideHalfUp(d.units, 10n ** BigInt(d.scale - 2));
  const limit = BigInt(Number.MAX_SAFE_INTEGER);
  return fen > limit || fen < -limit ? null : Number(fen);
}

/** The most a user may type: 13 digits of yuan (9999999999999.99, a DECIMAL(15,2) of the backend), well
 * within exact fen and the capitals' 万亿. */
export const MAX_YUAN_DIGITS = 13;
export const MAX_YUAN_TEXT = `${'9'.repeat(MAX_YUAN_DIGITS)}.99`;

export type YuanProblem = 'notNumber' | 'negative' | 'decimals' | 'tooLarge';

/** What is wrong with an amount as typed (null: nothing; '' is for a required rule to say): not a number,
 * below zero (unless `negative`), more than two decimals, more than MAX_YUAN_DIGITS digits of yuan. */
export function yuanProblem(text: string, negative = false): YuanProblem | null {
  if (text.trim() === '') return null;
  const d = parseDecimal(text);
  if (!d) return 'notNumber';
  if (!negative && d.units < 0n) return 'negative';
  if (d.scale > 2) return 'decimals';
  const units = d.units < 0n ? -d.units : d.units;
  return units >= 10n ** BigInt(MAX_YUAN_DIGITS + d.scale) ? 'tooLarge' : null;
}

/** Fen as yuan text with two decimals: 12345 → "123.45", -5 → "-0.05"; `grouped` adds thousands commas. */
export function formatFen(fen: Fen, options: { grouped?: boolean } = {}): string {
  const negative = fen < 0;
  const abs = Math.abs(fen);
  const yuan = String(Math.floor(abs / 100));
  const cents = String(abs % 100).padStart(2, '0');
  const whole = options.grouped ? yuan.replace(/\B(?=(\d{3})+$)/g, ',') : yuan;
  return `${negative ? '-' : ''}${whole}.${cents}`;
}

/** An amount as a list's cell shows it, whatever form it came in (12, "1234.5", "1,234.50"): yuan with two
 * decimals, grouped (12.00, 1,234.50), read as fen; '' when empty; text that is no amount as it came. */
export function amountCell(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const fen = typeof value === 'string' || typeof value === 'number' ? toFen(value) : null;
  return fen === null ? String(value) : formatFen(fen, { grouped: true });
}

/** Yuan text (or number) as it should be shown and sent: two decimals, rounded half up; '' when empty,
 * null when not a number (the caller keeps what was typed and says so). */
export function normaliseYuan(input: string | number | null | undefined): string | null {
  if (input === null || input === undefined || String(input).trim() === '') return '';
  const fen = toFen(input);
  return fen === null ? null : formatFen(fen);
}

/** Digits after the point of an amount as typed ("1.50" → 2, "3" → 0); null when it is not a number. */
export function decimalsTyped(input: string): number | null {
  const d = parseDecimal(input);
  return d ? d.scale : null;
}
