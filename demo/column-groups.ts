/** The column chooser's example: the columns of a purchase-order list, in three groups. */
export const COLUMN_DEMO_GROUPS = [
  {
    value: 'basic',
    name: '基本信息',
    width: 120,
    children: [
      { value: 'serial_number', name: '单据编号', checked: true, disable: true },
      { value: 'title', name: '标题', checked: true },
      { value: 'department_name', name: '申请部门', checked: true },
      { value: 'created_by', name: '申请人' },
      { value: 'created_at', name: '申请时间', checked: true },
    ],
  },
  {
    value: 'amount',
    name: '金额',
    children: [
      { value: 'total', name: '合计金额', checked: true },
      { value: 'tax', name: '税额' },
      { value: 'paid', name: '已付金额' },
      { value: 'archived', name: '归档金额', disable: true },
    ],
  },
  {
    value: 'approval',
    name: '审批信息',
    width: 140,
    children: [
      { value: 'status', name: '审批进度', checked: true },
      { value: 'node', name: '当前节点' },
      { value: 'handled_at', name: '审批时间' },
    ],
  },
];
