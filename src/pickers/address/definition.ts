/**
 * bo-address-picker (spec 2 §3 Address, §7 Address, §5): the addresses of one type (`address-type` 1..7:
 * address_type) or, without a type, the enabled ones (status 1); searched by number, alias, contact and
 * address (in `filters`); radio (checkbox on request); columns number, alias, type, external, default, contact and
 * phone, region (province city district), address, creator, updater and their times. Nothing chosen:
 * 请选择地址.
 */
import '../../core/i18n/areas/pickers-more';
import type { Translate } from '../../core/i18n';
import { attr } from '../../core/runtime';
import { section, type PickerDefinition } from '../../kit/picker/types';
import type { Column } from '../../kit/table/columns';
import type { SearchField } from '../../kit/types';
import { auditColumns } from '../shared/columns';
import { ADDRESS_TYPES, addresses, type Address, type AddressType } from './api';

export type { Address };

const attributes = {
  addressType: attr.number<AddressType | undefined>(undefined, '地址类型 1 收货 2 发货 3 退货 4 发票邮寄 5 仓库 6 其他 7 办公（address_type）；不设时列出全部启用的地址（status 1）', {
    typeText: ADDRESS_TYPES.join(' | '),
    check: (n) => (n === undefined || (ADDRESS_TYPES as readonly number[]).includes(n) ? undefined : 'expected an address type 1..7'),
  }),
};

const columns = (t: Translate): Column<Address>[] => {
  const s = t.strings.addressPicker;
  const yesNo = (v?: 0 | 1) => (v === undefined || v === null ? undefined : v === 1 ? s.yes : s.no);
  return [
    { key: 'serial_number', title: t('addressPicker.serial_number'), width: 120 },
    { key: 'alias', title: t('addressPicker.alias'), width: 130 },
    { key: 'address_type_name', title: t('addressPicker.type'), width: 120, value: (r) => r.address_type_name || (r.address_type && s.types[r.address_type]) },
    { key: 'is_out', title: t('addressPicker.is_out'), width: 90, value: (r) => yesNo(r.is_out) },
    { key: 'is_default', title: t('addressPicker.is_default'), width: 90, value: (r) => yesNo(r.is_default) },
    { key: 'contacts_name', title: t('addressPicker.contacts_name'), width: 100 },
    { key: 'contacts_mobile', title: t('addressPicker.contacts_mobile'), width: 130 },
    { key: 'region', title: t('addressPicker.region'), width: 200, value: (r) => [r.province, r.city, r.area].filter(Boolean).join(' ') },
    { key: 'address', title: t('addressPicker.address'), width: 220 },
    ...auditColumns<Address>(t),
  ];
};

const search = (t: Translate): SearchField[] =>
  (['alias', 'contacts_name', 'serial_number', 'contacts_mobile', 'address'] as const).map((field, i) => ({
    field,
    title: t(`addressPicker.${field}`),
    type: 'string',
    top: i < 2,
  }));

export const addressPicker: PickerDefinition<typeof attributes> = {
  tag: 'bo-address-picker',
  description: '选择地址：某一类型（address-type 1..7）或全部启用的地址，按别名、联系人、编号、电话、地址搜索，单选（可多选）',
  title: ({ t }) => t('addressPicker.title'),
  defaultMode: 'radio',
  attributes,
  record: {
    description: '每条记录：/base/address/list 返回的地址记录原样（此处列出本组件读取的字段）；address_type 1 收货 2 发货 3 退货 4 发票邮寄 5 仓库 6 其他 7 办公，is_out 外部地址、is_default 默认地址为 1 / 0',
    type: '{ id: number; serial_number?: string; alias?: string; address_type?: 1 | 2 | 3 | 4 | 5 | 6 | 7; address_type_name?: string; is_out?: 0 | 1; is_default?: 0 | 1; contacts_name?: string; contacts_mobile?: string; province?: string; city?: string; area?: string; address?: string; created_by?: string; created_at?: string; updated_by?: string; updated_at?: string; [field: string]: unknown }',
  },
  sections: ({ props, t }) => [
    section<Address>({
      key: 'address',
      list: addresses(props.addressType),
      columns: columns(t),
      search: search(t),
      rowLabel: (r) => r.alias || [r.province, r.city, r.area, r.address].filter(Boolean).join(''),
      empty: { message: 'picker.selectAddress', level: 'error' },
    }),
  ],
};
