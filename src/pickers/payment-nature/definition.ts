/**
 * bo-payment-nature-picker (spec 2 §2 Payment nature picker, §3 Payment nature row, §7 Finance, §8; spec 3
 * §3): one payment nature (radio), searched by name; columns number, name, class, remark, cash-flow
 * category and item, creator, updater and their times. Nothing chosen: 请先选择数据. The receipt entry
 * opens it to set the payment nature of its rows.
 */
import '../../core/i18n/areas/finance-pickers';
import { section, type PickerDefinition } from '../../kit/picker/types';
import { auditColumns } from '../shared/columns';
import { paymentNatures, type PaymentNature } from './api';

export type { PaymentNature };

export const paymentNaturePicker: PickerDefinition = {
  tag: 'bo-payment-nature-picker',
  description: '选择付款性质：按名称搜索，单选；列出编号、名称、类别、备注、现金流量类别与项目',
  title: ({ t }) => t('paymentNaturePicker.title'),
  defaultMode: 'radio',
  sections: ({ t }) => [
    section<PaymentNature>({
      key: 'payment-nature',
      list: paymentNatures,
      columns: [
        { key: 'serial_number', title: t('field.serial_number'), width: 130 },
        { key: 'name', title: t('paymentNaturePicker.name'), width: 180 },
        { key: 'class_text', title: t('paymentNaturePicker.class_text'), width: 120, value: (r) => r.payment_nature_flow?.class_text },
        { key: 'remark', title: t('field.remark'), width: 200 },
        {
          key: 'flow_type',
          title: t('paymentNaturePicker.flow_type'),
          width: 130,
          value: (r) => r.payment_nature_flow?.calculate_category_flow?.flow_type_text,
        },
        { key: 'flow_name', title: t('paymentNaturePicker.flow_name'), width: 180, value: (r) => r.payment_nature_flow?.calculate_category_flow?.name },
        ...auditColumns<PaymentNature>(t),
      ],
      search: [{ field: 'name', title: t('paymentNaturePicker.name'), type: 'string', top: true }],
      empty: { message: 'picker.selectData', level: 'error' },
    }),
  ],
};
