/**
 * An amount in Chinese capitals (大写金额), as the bank's rules for filling in bills write it (the first of
 * the forms they allow):
 * - units 拾佰仟 inside a group of four digits, groups 元 / 万 / 亿 / 万亿; 10 is 壹拾;
 * - zeros between digits are one 零 (6007 → 陆仟零柒); a group's trailing zeros are not written, and a 零
 *   joins two groups only when the lower one starts with a zero or a whole group is zero
 *   (107000 → 壹拾万柒仟, 100000001 → 壹亿零壹);
 * - no fraction: 整 after 元 (壹佰万元整); 零元整 for nothing;
 * - a zero 角 before a 分 is 零 (1.05 → 壹元零伍分), never 零角; a 角 after a zero 元 digit takes 零
 *   (1680.32 → 壹仟陆佰捌拾元零叁角贰分); under one yuan there is no 元 (0.05 → 伍分);
 * - a negative amount starts with 负.
 * Beyond 万亿 (10^16 yuan) there are no capitals: '' (it never throws, so a render never fails on it).
 * Pure: no React.
 */
import { toFen, yuanProblem, type Fen } from './decimal';

const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const PLACES = ['', '拾', '佰', '仟'];
const GROUPS = ['', '万', '亿', '万亿'];

/** One group of up to four digits (1..9999), without its group unit. */
function groupText(value: number): string {
  let text = '';
  let zero = false;
  for (let place = 3; place >= 0; place--) {
    const digit = Math.floor(value / 10 ** place) % 10;
    if (digit === 0) {
      zero = text !== '';
      continue;
    }
    if (zero) text += '零';
    text += DIGITS[digit]! + PLACES[place]!;
    zero = false;
  }
  return text;
}

/** The yuan part (a whole number, > 0) in capitals, without 元. */
function yuanText(yuan: bigint): string {
  const groups: number[] = [];
  for (let rest = yuan; rest > 0n; rest /= 10000n) groups.push(Number(rest % 10000n));
  if (groups.length > GROUPS.length) return '';
  let text = '';
  let gap = false;
  for (let i = groups.length - 1; i >= 0; i--) {
    const value = groups[i]!;
    if (value === 0) {
      gap = text !== '';
      continue;
    }
    if (text !== '' && (gap || value < 1000)) text += '零';
    text += groupText(value) + GROUPS[i]!;
    gap = false;
  }
  return text;
}

/** The amount (in fen) in Chinese capitals: 100 → 壹元整, 105 → 壹元零伍分, 0 → 零元整. */
export function amountInCapitals(fen: Fen | bigint): string {
  const amount = BigInt(fen);
  if (amount === 0n) return '零元整';
  const abs = amount < 0n ? -amount : amount;
  const yuan = abs / 100n;
  const jiao = Number((abs / 10n) % 10n);
  const cents = Number(abs % 10n);
  const whole = yuan > 0n ? yuanText(yuan) : '';
  if (yuan > 0n && !whole) return '';
  let text = whole ? `${whole}元` : '';
  if (jiao === 0 && cents === 0) text += '整';
  else {
    if (jiao > 0) text += (yuan > 0n && yuan % 10n === 0n ? '零' : '') + DIGITS[jiao]! + '角';
    else if (yuan > 0n) text += '零';
    if (cents > 0) text += DIGITS[cents]! + '分';
  }
  return (amount < 0n ? '负' : '') + text;
}

/** An amount typed in yuan in capitals, or '' while the field refuses it (yuanProblem: not a number, below
 * zero, more than two decimals, too large) or it is empty: the capitals line shows only what is sent. */
export function capitalsOfYuan(text: string | number | null | undefined, negative = false): string {
  const typed = text === null || text === undefined ? '' : String(text);
  if (typed.trim() === '' || yuanProblem(typed, negative)) return '';
  const fen = toFen(typed);
  return fen === null ? '' : amountInCapitals(fen);
}
