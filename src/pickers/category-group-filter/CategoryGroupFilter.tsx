import * as React from 'react';
import { TreeSidebar, type TreeId } from '../../kit/tree-sidebar';
import {
  filtersOf, tabsFor,
  type FilterChange, type FilterKind, type FilterTab, type FilterValue,
} from './category-group-filter.logic';
import { HOST_CSS, useCategoryGroupFilterStyles } from './CategoryGroupFilter.styles';
import { useFilterTrees } from './useFilterTrees';

export type { FilterChange, FilterKind, FilterValue } from './category-group-filter.logic';

export const DEFAULT_FILTER_WIDTH = 260;

export interface CategoryGroupFilterProps {
  /** whose trees: goods (分类 / 分组 / 平台分类), material (素材类型 / 素材分类 / 素材分组) or page (分类 / 分组) */
  kind?: FilterKind;
  /** a check tree where a parent checks its descendants, instead of a single choice */
  multiple?: boolean;
  /** keys of the tabs to show, in this order (default every tab of the kind) */
  tabs?: string[];
  collapsible?: boolean;
  /** px, default 260 */
  width?: number;
  /** the active tab and its chosen ids; a new value is followed, and user choices move it too */
  value?: FilterValue;
  /** called on every user change of the tab or of the chosen nodes (never for a change of the props) */
  onChange?: (change: FilterChange) => void;
}

const NONE: TreeId[] = [];

/**
 * The category/group side filter of a list page (spec 2 §2): the tree sidebar inline, its trees loaded
 * per tab on first use. Switching the tab clears the choice (the ids belong to one tree).
 */
export function CategoryGroupFilter({ kind = 'goods', ...props }: CategoryGroupFilterProps) {
  // another kind: other trees, nothing loaded yet
  return <Filter key={kind} kind={kind} {...props} />;
}

function Filter({ kind, multiple = false, tabs: keys, collapsible = false, width = DEFAULT_FILTER_WIDTH, value, onChange }: CategoryGroupFilterProps & { kind: FilterKind }) {
  const styles = useCategoryGroupFilterStyles();
  const tabs = React.useMemo(() => tabsFor(kind, keys), [kind, keys]);
  const [own, setOwn] = React.useState(value);
  const [seen, setSeen] = React.useState(value);
  if (seen !== value) {
    setSeen(value);
    setOwn(value);
  }
  const active = tabs.find((x) => x.key === own?.tab) ?? tabs[0];
  const held = own && active && own.tab === active.key ? own.ids : NONE;
  const ids = multiple || held.length < 2 ? held : held.slice(0, 1);
  const sidebarTabs = useFilterTrees(tabs, active);

  const choose = (tab: FilterTab, next: TreeId[]) => {
    setOwn({ tab: tab.key, ids: next });
    onChange?.({ tab: tab.key, ids: next, filters: filtersOf(tab, next, multiple) });
  };

  return (
    <div className={styles.root}>
      <style>{HOST_CSS}</style>
      <TreeSidebar
        tabs={sidebarTabs}
        activeTab={active?.key ?? ''}
        onTabChange={(key) => {
          const tab = tabs.find((x) => x.key === key);
          if (tab && tab !== active) choose(tab, []);
        }}
        mode={multiple ? 'multiple' : 'single'}
        cascade={multiple}
        value={ids}
        onChange={(next) => active && choose(active, next)}
        width={width}
        collapsible={collapsible}
      />
    </div>
  );
}
