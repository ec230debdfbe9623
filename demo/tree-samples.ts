// Sample trees the demo passes to the pickers whose data comes from the page (bo-hierarchy-picker,
// bo-cascader-picker: a `data` JSON attribute); the conformance and picker-contract suites open them so.

const n = (id: number, pid: number, level: number, name: string, serial: string, children?: unknown[]) => ({
  id, pid, level, name, serial_number: serial, path_level: '', path_name: '', remark: '', ...(children ? { children } : {}),
});

/** Hierarchy nodes (spec 2 §3): 区域 › 省 › 市. */
export const HIERARCHY_SAMPLE = [
  n(1, 0, 1, '华东区', 'HD', [
    n(11, 1, 2, '上海', 'HD-SH', [n(111, 11, 3, '浦东', 'HD-SH-PD'), n(112, 11, 3, '徐汇', 'HD-SH-XH')]),
    n(12, 1, 2, '江苏', 'HD-JS', [n(121, 12, 3, '南京', 'HD-JS-NJ'), n(122, 12, 3, '苏州', 'HD-JS-SZ')]),
  ]),
  n(2, 0, 1, '华南区', 'HN', [n(21, 2, 2, '广东', 'HN-GD', [n(211, 21, 3, '广州', 'HN-GD-GZ'), n(212, 21, 3, '深圳', 'HN-GD-SZ')]), n(22, 2, 2, '海南', 'HN-HN')]),
  n(3, 0, 1, '西南区', 'XN', [n(31, 3, 2, '四川', 'XN-SC'), n(32, 3, 2, '重庆', 'XN-CQ')]),
  n(4, 0, 1, '华北区', 'HB'),
];

/** {id, name, children} nodes for the cascader: three leaves first, then a branch. */
export const CASCADER_SAMPLE = [
  { id: 'a', name: '办公用品' },
  { id: 'b', name: '劳保用品' },
  { id: 'c', name: '清洁用品' },
  { id: 'd', name: '电子设备', children: [{ id: 'd1', name: '电脑', children: [{ id: 'd11', name: '笔记本' }, { id: 'd12', name: '台式机' }] }, { id: 'd2', name: '打印机' }] },
];
