// Invoices (spec 3 §3 Invoice item, Recognition result per file; §7 POST /ocr/multiple_invoice): what the
// recognition finds in an uploaded file, by the file's name. A good file (any name) holds one invoice, or
// two when its name has 两张 or "two" (the second one 免税); a partial file ("partial" or 部分) one
// invoice with fields left empty; a failed file ("fail" or 失败) none, with the err 发票识别失败：图片模糊.
// Amounts are yuan text computed in fen (src/kit/money). The recognitions are logged (log_id).
import { formatFen, sumFen, taxOf, toFen } from '../../../src/kit/money';
import { Rng } from '../random';

export interface MockInvoice {
  type: string;
  invoice_type: string;
  invoice_code: string;
  invoice_num: string;
  invoice_date: string;
  seller_name: string;
  seller_register_num: string;
  purchaser_name: string;
  purchaser_register_num: string;
  total_amount: string;
  tax_rate: string;
  tax: string;
  not_amount: string;
  total_amount1: string;
  amount_in_figuers: string;
  commodity: { CommodityName: string; CommodityType: string; CommodityNum: string; CommodityUnit: string }[];
  department_id: number | null;
  department_name: string;
  handled_staff_id: number | null;
  handled_by: string;
  handled_staff_num: string;
  handled_mobile: string;
  handled_at: string;
}

export interface RecognitionLog {
  log_id: number;
  file: unknown;
}

export interface InvoicesData {
  seq: number;
  logs: RecognitionLog[];
}

export const RECOGNITION_FAILED = '发票识别失败：图片模糊';

const SELLERS = ['上海晨光文具有限公司', '北京京东世纪信息技术有限公司', '成都蜀都酒店管理有限公司', '中国东方航空股份有限公司', '深圳顺丰速运有限公司'];
const GOODS = [
  { CommodityName: '*文具*中性笔', CommodityType: '0.5mm', CommodityNum: '20', CommodityUnit: '盒' },
  { CommodityName: '*计算机配套产品*键盘', CommodityType: 'K120', CommodityNum: '5', CommodityUnit: '个' },
  { CommodityName: '*住宿服务*住宿费', CommodityType: '', CommodityNum: '2', CommodityUnit: '晚' },
];
const PURCHASER = { purchaser_name: '成都示例科技有限公司', purchaser_register_num: '91510100MA6C8XXXXX' };

const noHandler = { department_id: null, department_name: '', handled_staff_id: null, handled_by: '', handled_staff_num: '', handled_mobile: '', handled_at: '' };

/** An invoice of `amount` yuan before tax at `rate` (13%, 免税): the tax and the totals in fen. */
export function mockInvoice(rng: Rng, amount: string, rate: string): MockInvoice {
  const total = toFen(amount) ?? 0;
  const tax = taxOf(total, rate) ?? 0;
  const n = rng.int(10000000, 99999999);
  return {
    type: 'vat_invoice',
    invoice_type: rate === '免税' ? '增值税普通发票' : '增值税专用发票',
    invoice_code: `0${rng.int(10000000000, 99999999999)}`,
    invoice_num: String(n),
    invoice_date: `2024-0${rng.int(1, 9)}-${String(rng.int(10, 28))}`,
    seller_name: rng.pick(SELLERS),
    seller_register_num: `91310000${rng.int(1000000000, 9999999999)}`,
    ...PURCHASER,
    total_amount: formatFen(total),
    tax_rate: rate,
    tax: formatFen(tax),
    not_amount: '0.00',
    total_amount1: formatFen(sumFen(total, tax)),
    amount_in_figuers: formatFen(sumFen(total, tax)),
    commodity: [rng.pick(GOODS)],
    ...noHandler,
  };
}

export const generateInvoices = (): InvoicesData => ({ seq: 0, logs: [] });

const nameOf = (file: unknown): string => {
  if (typeof file === 'string') return file;
  const f = (file ?? {}) as { name?: unknown; full_name?: unknown };
  return String(f.name ?? f.full_name ?? '');
};

/** What the recognition answers for one uploaded file. */
export function recogniseFile(data: InvoicesData, file: unknown) {
  const name = nameOf(file);
  const log_id = 7000 + ++data.seq;
  data.logs.push({ log_id, file });
  const rng = new Rng(log_id);
  if (/fail|失败/i.test(name)) return { file, log_id, err: RECOGNITION_FAILED, res: [] };
  if (/blank|空白/i.test(name)) return { file, log_id, err: '', res: [] };
  if (/partial|部分/i.test(name)) {
    const partial = mockInvoice(rng, '880.00', '6%');
    return { file, log_id, err: '', res: [{ ...partial, invoice_code: '', seller_name: '', seller_register_num: '', tax: '', amount_in_figuers: '', commodity: [] }] };
  }
  const res = [mockInvoice(rng, '1000.00', '13%')];
  if (/两张|two/i.test(name)) res.push(mockInvoice(rng, '356.50', '免税'));
  return { file, log_id, err: '', res };
}

/** The demo's list (the example's value): two invoices already recognised and handled. */
export function seededInvoices(): MockInvoice[] {
  const rng = new Rng(20240601);
  const files = [{ attachment_id: 501, name: '发票.pdf', image_url: '/files/501', size: 1024, suffix: 'pdf' }];
  const handled = { files, department_id: 3, department_name: '财务部', handled_staff_id: 1, handled_by: '张三', handled_staff_num: 'YG0001', handled_mobile: '13800000001', handled_at: '2024-06-03' };
  return [
    { ...mockInvoice(rng, '1000.00', '13%'), ...handled },
    { ...mockInvoice(rng, '128.50', '免税'), ...handled },
  ];
}
