/** More pickers: link template, payment method, address, generic list (zh-CN.pickers-more.ts). */
export const pickersMoreEnUS = {
  templateLinkPicker: {
    title: 'Select template',
    name: 'Template name',
    serial_number: 'Template number',
    link: 'Link',
  },
  paymentMethodPicker: {
    title: 'Select payment method',
    name: 'Payment method',
    serial_number: 'Code',
    description: 'Description',
  },
  addressPicker: {
    title: 'Select address',
    serial_number: 'Address number',
    alias: 'Alias',
    type: 'Address type',
    is_out: 'External',
    is_default: 'Default',
    contacts_name: 'Contact',
    contacts_mobile: 'Contact phone',
    region: 'Region',
    address: 'Address',
    types: { 1: 'Receiving', 2: 'Shipping', 3: 'Return', 4: 'Invoice mailing', 5: 'Warehouse', 6: 'Other', 7: 'Office' } as Record<number, string>,
    yes: 'Yes',
    no: 'No',
  },
  listPicker: {
    title: 'Select data',
    name: 'Name',
  },
};
