/**
 * bo-cascader-picker (spec 2 §2 Cascader picker, §4, §5): the page passes the tree (`data`: {id, name,
 * children}); the chosen records on the left, the tree on the right, radio or checkbox. In checkbox mode a
 * parent ticks or unticks all its descendants (the records: every fully ticked node); a × in the left list
 * unticks that node. Without data it says 没有传递数据.
 */
import '../../core/i18n/areas/pickers-tree';
import { treeDataPicker } from '../shared/tree-data';
import type { CascaderNode } from './cascader.logic';
import { lazyBody } from '../../kit/picker/lazyBody';

/** its code loads apart (lazyBody): a page with this picker downloads it when idle or when opened */
const CascaderBody = lazyBody(() => import('./CascaderBody').then((m) => m.CascaderBody));
export type { CascaderNode };

export const cascaderPicker = treeDataPicker<CascaderNode>({
  tag: 'bo-cascader-picker',
  description: '级联选择：左侧为已选列表，右侧为树；单选或多选（多选时勾选上级即勾选其全部下级）',
  title: 'cascaderPicker.title',
  data: { description: '树数据（JSON 数组或属性）：节点 {id, name, children}；不传时显示“没有传递数据”', type: 'Array<{ id: string | number; name: string; children?: unknown[] }>' },
  record: {
    description: '每条记录：所选节点本身的字段（页面传入的 id、name 等，不含 children），每个节点一次；多选时勾选上级即其全部下级各为一条',
    type: '{ id: string | number; name: string; [field: string]: unknown }',
  },
  body: CascaderBody,
});
