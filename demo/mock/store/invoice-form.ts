// The invoice edit form (spec 3 §3 Invoice item / Invoice form field, §7 Invoices): the kinds of invoice,
// each kind's form fields (a few, some required, a select with list_val, a date, amounts; several names
// shared between kinds so that a change of kind keeps their values), and the invoices saved by
// PUT /ocr/edit_item. Fixed data: the fields are what a kind is, not random.
import type { InvoiceFormField, InvoiceItem } from '../../../src/finance/invoice-entry/types';

export interface InvoiceFormData {
  kinds: { key: string; name: string }[];
  fields: Record<string, InvoiceFormField[]>;
  /** the invoices PUT /ocr/edit_item saved, by id */
  saved: InvoiceItem[];
  nextId: number;
}

const input = (field_name: string, field_title: string, is_must: 0 | 1 = 0): InvoiceFormField => ({ field_name, field_title, input_style: 'input', is_must, field_value: '' });
const number = (field_name: string, field_title: string, is_must: 0 | 1 = 0): InvoiceFormField => ({ field_name, field_title, input_style: 'number', is_must, field_value: '' });
const date = (field_name: string, field_title: string, is_must: 0 | 1 = 0): InvoiceFormField => ({ field_name, field_title, input_style: 'datetime', is_must, field_value: '' });
const select = (field_name: string, field_title: string, names: string[], is_must: 0 | 1 = 0): InvoiceFormField => ({
  field_name, field_title, input_style: 'select', is_must, field_value: '', list_val: names.map((name, i) => ({ key: String(i + 1), name })),
});

export function generateInvoiceForm(): InvoiceFormData {
  return {
    kinds: [
      { key: 'vat_invoice', name: '增值税发票' },
      { key: 'vat_special', name: '增值税专用发票' },
      { key: 'air_ticket', name: '机票行程单' },
      { key: 'train_ticket', name: '火车票' },
      { key: 'taxi', name: '出租车票' },
      { key: 'quota', name: '定额发票' },
    ],
    fields: {
      vat_invoice: [
        // none required: a recognised invoice (the list's mock) can be confirmed as it is
        select('invoice_category', '发票种类', ['电子普通发票', '纸质普通发票', '卷式发票']),
        input('check_code', '校验码'),
        input('machine_code', '机器编号'),
        input('invoice_password', '密码区'),
        input('remark', '备注'),
      ],
      vat_special: [
        select('deduct_status', '抵扣状态', ['未抵扣', '已抵扣'], 1),
        input('agent', '开票人', 1),
        input('machine_code', '机器编号'),
        input('invoice_password', '密码区'),
        input('remark', '备注'),
      ],
      air_ticket: [
        input('passenger_name', '旅客姓名', 1),
        input('id_num', '有效身份证件号码'),
        input('flight', '航班号', 1),
        date('departure_time', '乘机日期', 1),
        number('fare', '票价', 1),
        number('fuel_surcharge', '燃油附加费'),
      ],
      train_ticket: [
        input('passenger_name', '旅客姓名', 1),
        input('train_num', '车次', 1),
        date('departure_time', '乘车日期', 1),
        select('seat_category', '席别', ['二等座', '一等座', '商务座', '硬卧', '软卧']),
        number('fare', '票价', 1),
      ],
      taxi: [input('taxi_num', '车号'), date('pick_up_time', '乘车日期', 1), number('fare', '金额', 1)],
      quota: [input('remark', '备注')],
    },
    saved: [],
    nextId: 9001,
  };
}
