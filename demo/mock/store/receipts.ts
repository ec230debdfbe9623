// Bank receipts and bills, the entry (spec 3 §3 "Bank receipt or bill (entry)", §7 Bank receipts and
// bills): what recognition finds in an uploaded file, and the serial numbers gen_num hands out. The
// recognition answer depends on the file's name, so the demo and the tests can ask for each case:
// a name with 模糊 or blur fails (err 文件模糊，无法识别), 空白 or blank gives nothing, 汇票 or bill gives an
// acceptance bill, 多 or multi two bank receipts, anything else one bank receipt. Amounts are yuan text.
import { Rng, hashSeed } from '../random';
import { EXAMPLE_FILES } from './files-scan';
import type { ReceiptRecord } from '../../../src/finance/receipt-entry/types';

/** A receipt as recognition answers it: a bank receipt (1) or a bill (2), its amount as yuan text. */
export type MockReceipt = Omit<ReceiptRecord, 'type' | 'amount'> & { type: 1 | 2; amount: string };

export interface ReceiptsData {
  seed: number;
  /** the last serial number handed out */
  seq: number;
  /** the last recognition log id */
  logs: number;
  /** the rows of the demo's example (the value attribute) */
  seeded: MockReceipt[];
}

const COMPANIES = ['上海晨星贸易有限公司', '杭州云帆科技有限公司', '北京远景建设集团', '深圳和信电子有限公司', '成都锦程物流有限公司'];
const BANKS = ['中国工商银行上海分行', '招商银行杭州分行', '中国建设银行北京分行', '中国银行深圳分行', '交通银行成都分行'];
const USES = ['货款', '服务费', '运费', '设备款', '预付款'];

export const RECEIPT_FAILURE = '文件模糊，无法识别';

/** A recognised receipt (or bill), seeded by `key`. */
export function mockReceipt(seed: number, key: string, type: 1 | 2): MockReceipt {
  const rng = new Rng(hashSeed(seed, key));
  const [payer, payee] = [rng.int(0, COMPANIES.length - 1), rng.int(0, COMPANIES.length - 1)];
  const date = rng.date().slice(0, 10);
  const fen = rng.int(100, 99_999_999);
  const base: MockReceipt = {
    type,
    transaction_date: date,
    pay_name: COMPANIES[payer]!,
    pay_bank: BANKS[payer]!,
    pay_number: rng.digits(19),
    payee_name: COMPANIES[(payee + 1) % COMPANIES.length]!,
    payee_bank: BANKS[(payee + 1) % BANKS.length]!,
    payee_number: rng.digits(19),
    // fen written as yuan text, digit by digit (never through a float)
    amount: `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`,
    liushui_num: rng.digits(16),
  };
  if (type === 2) return { ...base, is_transfer: rng.bool() ? 1 : 0, issue_date: date, expire_date: rng.dateAfter(`${date} 00:00:00`, 180).slice(0, 10), invoice_code: rng.digits(12) };
  const use = rng.pick(USES);
  return { ...base, receipt_num: rng.digits(10), abstract: use, use_to: use };
}

/** What recognition finds in a file of this name: its records, or why none. */
export function recogniseFile(seed: number, name: string, key: string): { err?: string; res: MockReceipt[] } {
  const n = name.toLowerCase();
  if (/模糊|blur/.test(n)) return { err: `${name}：${RECEIPT_FAILURE}`, res: [] };
  if (/空白|blank/.test(n)) return { res: [] };
  if (/汇票|bill/.test(n)) return { res: [mockReceipt(seed, key, 2)] };
  if (/多|multi/.test(n)) return { res: [mockReceipt(seed, `${key}-1`, 1), mockReceipt(seed, `${key}-2`, 1)] };
  return { res: [mockReceipt(seed, key, 1)] };
}

export function generateReceipts(seed: number): ReceiptsData {
  const seeded = [
    { ...mockReceipt(seed, 'seeded-1', 1), serial_number: 'HD202406010001' },
    { ...mockReceipt(seed, 'seeded-2', 2), serial_number: 'HD202406010002' },
  ];
  return { seed, seq: 2, logs: 0, seeded };
}

/** The next serial number: HD + the day + four digits. */
export function nextReceiptNumber(data: ReceiptsData): string {
  data.seq += 1;
  return `HD20240601${String(data.seq).padStart(4, '0')}`;
}

/** The rows of the demo's example: a bank receipt and a bill, each with an attachment. */
export const EXAMPLE_RECEIPTS = generateReceipts(20240601).seeded.map((r, i) => ({ ...r, files: [EXAMPLE_FILES[i]!] }));
