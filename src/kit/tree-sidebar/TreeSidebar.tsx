import * as React from 'react';
import { Input, mergeClasses, Spinner, Tab, TabList } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { partMissing } from '../../core/feedback/usePartFailed';
import { lazyPart, usePreload } from '../../core/runtime/lazy-part';
import type { TreeBodyProps } from './TreeBody';
import type { FilterBoxProps } from './FilterBox';
import type { TreeSidebarProps } from './TreeView.types';
import { DEFAULT_COLLAPSED_WIDTH, DEFAULT_WIDTH, useTreeSidebarStyles } from './TreeSidebar.styles';

export type { TreeSidebarProps, TreeSidebarTab } from './TreeView.types';

/** The tab's loading state; it also holds the place of the tree's code while it comes. */
function Loading() {
  const t = useT();
  const styles = useTreeSidebarStyles();
  return (
    <div className={styles.state}>
      <Spinner size="small" label={t('treeSidebar.loading')} />
    </div>
  );
}

/** the filter box until its code comes: an input of the same size, disabled (nothing to filter yet) */
function FilterPlaceholder({ className, placeholder }: FilterBoxProps) {
  const t = useT();
  return <Input className={className} size="small" disabled placeholder={placeholder ?? t('treeSidebar.filterPlaceholder')} />;
}
const FilterBox = lazyPart((): Promise<React.ComponentType<FilterBoxProps>> => import('./FilterBox').then((m) => m.FilterBox), FilterPlaceholder, partMissing('the filter box', FilterPlaceholder));

/** what shows in the tree's place when its code cannot come */
function BodyFailed() {
  const t = useT();
  const styles = useTreeSidebarStyles();
  return (
    <div className={styles.state} role="alert">
      <span className={styles.error}>{t('common.renderFailed')}</span>
    </div>
  );
}

// the tree (or the tab's error, 暂无数据) shows once the tab has answered: its code comes beside that call
const TreeBody = lazyPart((): Promise<React.ComponentType<TreeBodyProps>> => import('./TreeBody').then((m) => m.TreeBody), Loading, partMissing('the tree', BodyFailed));

/**
 * The left sidebar of the pickers (spec 2, Picker screens): tabs (分类 / 分组 ...) when there are several,
 * a filter box, and the virtual tree of the active tab; optionally collapsible to a thin bar. Each tab
 * keeps its own filter text; the tree's open branches are reset when the tab changes.
 */
export function TreeSidebar(props: TreeSidebarProps) {
  const t = useT();
  const { tabs, activeTab, onTabChange, collapsible = false, width = DEFAULT_WIDTH } = props;
  const { collapsedWidth = DEFAULT_COLLAPSED_WIDTH } = props;
  const styles = useTreeSidebarStyles();
  const [collapsed, setCollapsed] = React.useState(collapsible && !!props.defaultCollapsed);
  const [filters, setFilters] = React.useState<Record<string, string>>({});
  const tab = tabs.find((x) => x.key === activeTab) ?? tabs[0];
  const filter = tab ? (filters[tab.key] ?? '') : '';
  const shut = collapsible && collapsed;
  usePreload([FilterBox, TreeBody]);

  return (
    <div className={styles.root} style={{ width: shut ? collapsedWidth : width }} part="tree-sidebar" data-collapsed={shut || undefined}>
      <div className={mergeClasses(styles.content, shut && styles.hidden)}>
        {tabs.length > 1 && (
          <TabList
            className={styles.tabs}
            size="small"
            selectedValue={tab?.key}
            onTabSelect={(_, d) => onTabChange(String(d.value))}
          >
            {tabs.map((x) => (
              <Tab key={x.key} value={x.key}>
                {x.label}
              </Tab>
            ))}
          </TabList>
        )}
        <FilterBox
          className={styles.filter}
          placeholder={props.filterPlaceholder}
          value={filter}
          onChange={(text) => tab && setFilters((prev) => ({ ...prev, [tab.key]: text }))}
        />
        <div className={styles.body}>{tab && (tab.loading ? <Loading /> : <TreeBody key={tab.key} tab={tab} filter={filter} {...props} />)}</div>
      </div>
      {collapsible && (
        <button
          type="button"
          className={styles.toggle}
          style={{ width: collapsedWidth }}
          aria-label={t(shut ? 'treeSidebar.expand' : 'treeSidebar.collapse')}
          title={t(shut ? 'treeSidebar.expand' : 'treeSidebar.collapse')}
          aria-expanded={!shut}
          onClick={() => setCollapsed(!shut)}
          data-collapse-toggle=""
        >
          <svg className={shut ? styles.flipped : undefined} width="8" height="12" viewBox="0 0 8 12" aria-hidden="true">
            <path d="M6 1.5 1.5 6 6 10.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      )}
    </div>
  );
}
