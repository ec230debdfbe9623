/**
 * bo-hierarchy-picker (spec 2 §2 Multi-level hierarchy picker, §3 Hierarchy node, §4; spec 3 §3, §5): the
 * page passes the tree (`data`: Hierarchy nodes with their `children`; the specs name no call for it); a tab
 * per level, a check box per item and per group, an arrow opening an item's children in the next tab.
 * Checking a child checks its ancestors, unchecking removes its descendants and the ancestors left
 * empty, and trims the tabs beyond the first level left with nothing checked (hierarchy.logic.ts). Rows in
 * `disabled-ids` show checked and cannot change. 确定 gives the checked nodes.
 */
import '../../core/i18n/areas/pickers-tree';
import { treeDataPicker } from '../shared/tree-data';
import type { HierarchyNode } from './hierarchy.logic';
import { lazyBody } from '../../kit/picker/lazyBody';

/** its code loads apart (lazyBody): a page with this picker downloads it when idle or when opened */
const HierarchyBody = lazyBody(() => import('./HierarchyBody').then((m) => m.HierarchyBody));
export type { HierarchyNode };

export const hierarchyPicker = treeDataPicker<HierarchyNode>({
  tag: 'bo-hierarchy-picker',
  description: '多级层级选择：每级一个页签（以所选项命名，未选为“请选择”），每组与每项可勾选，箭头进入下级；勾选下级同时勾选其上级',
  title: 'hierarchyPicker.title',
  data: {
    description: '层级树（JSON 数组或属性）：节点 {id, pid, level, name, path_level, path_name, serial_number, remark, children}',
    type: 'Array<{ id: string | number; name: string; pid?: string | number; level?: number; path_level?: string; path_name?: string; serial_number?: string; remark?: string; children?: unknown[] }>',
  },
  record: {
    description: '每条记录：所选节点本身的字段（页面传入的 id、name 等，不含 children），每个节点一次；勾选下级时其上级也在其中，按勾选顺序',
    type: '{ id: string | number; name: string; pid?: string | number; level?: number; path_level?: string; path_name?: string; serial_number?: string; remark?: string; [field: string]: unknown }',
  },
  body: HierarchyBody,
});
