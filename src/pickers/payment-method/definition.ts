/**
 * bo-payment-method-picker (spec 2 §2 Payment-method picker, §3 Payment method, §7 Finance, §5): one
 * payment method (radio), paged, searched by name; `side` (buyer | seller) and `custom` choose the list
 * (POST /scm/public/set/{side}/pay/{custom_popup|popup}); columns name, code, description, creator,
 * updater and their times. Nothing chosen: 请选择付款方式.
 */
import '../../core/i18n/areas/pickers-more';
import { attr } from '../../core/runtime';
import { section, type PickerDefinition } from '../../kit/picker/types';
import { auditColumns } from '../shared/columns';
import { paymentMethods, type PaymentMethod } from './api';

export type { PaymentMethod };

const attributes = {
  side: attr.enum(['buyer', 'seller'], 'buyer', '采购方 buyer 或销售方 seller 的付款方式'),
  custom: attr.boolean(false, '自定义付款方式（…/custom_popup）；不设为标准付款方式（…/popup）'),
};

export const paymentMethodPicker: PickerDefinition<typeof attributes> = {
  tag: 'bo-payment-method-picker',
  description: '选择付款方式：采购方或销售方、自定义或标准付款方式，按名称搜索，单选，分页',
  title: ({ t }) => t('paymentMethodPicker.title'),
  defaultMode: 'radio',
  attributes,
  sections: ({ props, t }) => [
    section<PaymentMethod>({
      key: 'payment-method',
      list: paymentMethods(props.side, props.custom),
      columns: [
        { key: 'name', title: t('paymentMethodPicker.name'), width: 180 },
        { key: 'serial_number', title: t('paymentMethodPicker.serial_number'), width: 130 },
        { key: 'description', title: t('paymentMethodPicker.description'), width: 220 },
        ...auditColumns<PaymentMethod>(t),
      ],
      search: [{ field: 'name', title: t('paymentMethodPicker.name'), type: 'string', top: true }],
      empty: { message: 'picker.selectPaymentMethod', level: 'error' },
    }),
  ],
};
