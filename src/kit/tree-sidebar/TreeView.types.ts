/** Public props of the tree view and the tree sidebar of the pickers (spec 2, Picker screens). */
import type { TreeNode } from '../types';
import type { TreeId } from './tree.logic';

/** single: a click selects a row (again: clears it); multiple: a checkbox per row. */
export type TreeMode = 'single' | 'multiple';

export interface TreeViewProps {
  nodes: TreeNode[];
  mode: TreeMode;
  /** multiple mode: a parent checks / unchecks all its descendants and shows mixed (spec 2 §4);
   * false (default) is strict checking: every node on its own */
  cascade?: boolean;
  /** the selected (single) or checked (multiple) ids; with cascade, every fully checked node */
  value: readonly TreeId[];
  onChange(ids: TreeId[]): void;
  /** rows whose label contains this text (case-insensitive) are shown with their ancestors, expanded */
  filter?: string;
  /** every branch open at first; otherwise only the branches that hold a value are */
  defaultExpandAll?: boolean;
  /** the top level's branches open at first too (a tree table shows its first two levels) */
  defaultExpandTop?: boolean;
  /** nodes chosen before (a picker's disabled-ids): shown checked, not toggled */
  isDisabled?: (id: TreeNode['id']) => boolean;
  'aria-label': string;
}

export interface TreeSidebarTab {
  key: string;
  label: string;
  nodes: TreeNode[];
  loading?: boolean;
  /** shown instead of the tree, with a 重试 button when `onRetry` is given */
  error?: string;
  onRetry?(): void;
}

export interface TreeSidebarProps {
  /** a tab list is shown when there is more than one tab */
  tabs: TreeSidebarTab[];
  activeTab: string;
  onTabChange(key: string): void;
  mode: TreeMode;
  cascade?: boolean;
  value: readonly TreeId[];
  onChange(ids: TreeId[]): void;
  /** px, default 260 (the icon picker uses 300) */
  width?: number;
  /** a bar on the right edge collapses the sidebar to `collapsedWidth` */
  collapsible?: boolean;
  /** px, default 15 */
  collapsedWidth?: number;
  defaultCollapsed?: boolean;
  /** default 输入关键字进行过滤 */
  filterPlaceholder?: string;
  defaultExpandAll?: boolean;
}
