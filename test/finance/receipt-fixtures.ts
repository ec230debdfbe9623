/** A receipt both receipt test files use: a bank receipt with every required field of spec 3 §5 filled. */
export const ATTACHMENT = { attachment_id: 501, name: '回单.pdf', image_url: '/api/files/mock/501' };

export const COMPLETE_RECEIPT = {
  serial_number: 'HD1',
  department_id: 3,
  department_name: '上海分公司',
  type: 1 as const,
  transaction_date: '2024-06-01',
  pay_name: '甲公司',
  payee_name: '乙公司',
  amount: '1234.5',
  files: [ATTACHMENT],
};
