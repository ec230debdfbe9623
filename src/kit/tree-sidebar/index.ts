export { TreeSidebar } from './TreeSidebar';
export { TreeView } from './TreeView';
export type { TreeMode, TreeSidebarProps, TreeSidebarTab, TreeViewProps } from './TreeView.types';
export {
  ancestorIds, checkState, checkStates, descendantIds, flatten, indexById, parentIds, toggleCheck, visibleRows,
} from './tree.logic';
export type { CheckState, FlatRow, TreeId, VisibleRow } from './tree.logic';
