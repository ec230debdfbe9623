// More pickers (spec 2 §3 Template row, Payment method, Address; §7 Projects / templates / pages, Finance,
// Address, Generic list): 26 link templates (one link not http(s), one empty), the payment methods of the
// four lists (buyer or seller, custom or standard), 42 addresses of types 1..7 (some disabled: status 0),
// and 34 records of the demo's generic list (/demo/generic/list), with a nested owner for dotted columns.
import { Rng, audit, serial } from '../random';
import type { Audit } from '../types';

export interface MockTemplateLink extends Audit {
  id: number;
  serial_number: string;
  name: string;
  link: string;
}

export interface MockPaymentMethod extends Audit {
  id: number;
  name: string;
  serial_number: string;
  description: string;
}

/** 1 收货, 2 发货, 3 退货, 4 发票邮寄, 5 仓库, 6 其他, 7 办公 */
export type AddressType = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export interface MockAddress extends Audit {
  id: number;
  serial_number: string;
  alias: string;
  address_type: AddressType;
  address_type_name: string;
  is_out: 0 | 1;
  is_default: 0 | 1;
  contacts_name: string;
  contacts_mobile: string;
  province: string;
  city: string;
  area: string;
  address: string;
  /** 1 启用, 0 停用 */
  status: 0 | 1;
}

export interface MockGenericRecord {
  id: number;
  name: string;
  code: string;
  owner: { name: string; mobile: string };
  level: number;
  created_at: string;
}

/** The four payment-method lists, by `${side}/${custom ? 'custom_popup' : 'popup'}`. */
export type PaymentMethodList = 'buyer/custom_popup' | 'buyer/popup' | 'seller/custom_popup' | 'seller/popup';

export interface PickersMoreData {
  templates: MockTemplateLink[];
  paymentMethods: Record<PaymentMethodList, MockPaymentMethod[]>;
  addresses: MockAddress[];
  generic: MockGenericRecord[];
}

export const TEMPLATE_COUNT = 26;
export const ADDRESS_COUNT = 42;
export const GENERIC_COUNT = 34;
export const ADDRESS_TYPE_NAMES: Record<AddressType, string> = { 1: '收货地址', 2: '发货地址', 3: '退货地址', 4: '发票邮寄地址', 5: '仓库地址', 6: '其他', 7: '办公地址' };
const TEMPLATE_WORDS = ['采购申请单', '销售合同', '入库单', '出库单', '报价单', '对账单', '付款申请', '费用报销', '员工档案', '设备台账', '质检报告', '送货单', '发票登记'];
const PEOPLE = ['王芳', '李强', '张伟', '刘洋', '陈静', '杨磊', '赵敏', '周杰'];
const METHODS: Record<PaymentMethodList, readonly string[]> = {
  'buyer/custom_popup': ['月结30天', '货到付款', '预付30%', '分期付款', '季度结算', '验收后付款', '承兑汇票90天'],
  'buyer/popup': ['银行转账', '现金', '支票', '银行承兑汇票', '商业承兑汇票', '信用证', '电汇', '网银支付', '支付宝', '微信支付', '托收承付', '汇兑', '委托收款',
    '银行本票', '银行汇票', '国内信用证', '保理融资', '供应链金融', '票据背书', '云闪付', '对公转账', '现金支票', '转账支票', '数字人民币', '预付卡', '易货抵账'],
  'seller/custom_popup': ['先款后货', '月结60天', '保证金抵扣', '年度返利结算', '分批收款'],
  'seller/popup': ['银行转账', '现金', '银行承兑汇票', '信用证', '电汇', '在线支付', '托收'],
};
const ALIASES = ['总部', '一号仓', '二号仓', '华西中心', '售后点', '财务室', '研发楼', '门店'];
const LEVELS = [1, 2, 3];

export function generatePickersMore(seed: number): PickersMoreData {
  const rng = new Rng(seed);
  const templates = Array.from({ length: TEMPLATE_COUNT }, (_, i): MockTemplateLink => {
    const id = i + 1;
    // the third row's link is not http(s) (shown as text, never a link); the fifth has none (--)
    const link = i === 2 ? 'javascript:alert(1)' : i === 4 ? '' : `https://apaas.example.com/tmp/${serial('T', id, 4)}`;
    return { id, serial_number: serial('MB', id, 4), name: `${TEMPLATE_WORDS[i % TEMPLATE_WORDS.length]}模板${i < TEMPLATE_WORDS.length ? '' : '（二）'}`, link, ...audit(rng, PEOPLE) };
  });
  let next = 1;
  const paymentMethods = Object.fromEntries(
    (Object.entries(METHODS) as [PaymentMethodList, readonly string[]][]).map(([list, names]) => [
      list,
      names.map((name): MockPaymentMethod => {
        const id = next++;
        return { id, name, serial_number: serial('FKFS', id, 3), description: rng.bool(0.3) ? '' : `${name}（${list.startsWith('buyer') ? '采购' : '销售'}）`, ...audit(rng, PEOPLE) };
      }),
    ]),
  ) as Record<PaymentMethodList, MockPaymentMethod[]>;
  const addresses = Array.from({ length: ADDRESS_COUNT }, (_, i): MockAddress => {
    const id = i + 1;
    const address_type = ((i % 7) + 1) as AddressType;
    const region = rng.region();
    return {
      id,
      serial_number: serial('DZ', id, 4),
      alias: `${rng.pick(ALIASES)}${id}`,
      address_type,
      address_type_name: ADDRESS_TYPE_NAMES[address_type],
      is_out: rng.bool(0.3) ? 1 : 0,
      is_default: i < 7 ? 1 : 0,
      contacts_name: rng.personName(),
      contacts_mobile: rng.mobile(),
      ...region,
      // every sixth address is disabled: listed only when a type is asked
      status: i % 6 === 5 ? 0 : 1,
      ...audit(rng, PEOPLE),
    };
  });
  const generic = Array.from({ length: GENERIC_COUNT }, (_, i): MockGenericRecord => ({
    id: 500 + i + 1,
    name: `通用记录${i + 1}`,
    code: serial('GR', i + 1, 3),
    owner: { name: rng.personName(), mobile: rng.mobile() },
    level: rng.pick(LEVELS),
    created_at: rng.date(),
  }));
  return { templates, paymentMethods, addresses, generic };
}
