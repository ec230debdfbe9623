/**
 * The body of the tree sidebar once its tab has answered: the tab's error with 重试, 暂无数据, or its
 * virtual tree. A chunk of its own (TreeSidebar.tsx fetches it as the sidebar mounts, beside the first
 * tab's call): the sidebar's first paint shows the tabs, the filter box and the loading state.
 */
import { Button } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { TreeView } from './TreeView';
import type { TreeSidebarProps, TreeSidebarTab } from './TreeView.types';
import { useTreeSidebarStyles } from './TreeSidebar.styles';

export type TreeBodyProps = TreeSidebarProps & { tab: TreeSidebarTab; filter: string };

/** The active tab's tree, or its error / empty state (its loading state is the sidebar's own). */
export function TreeBody({ tab, filter, mode, cascade, value, onChange, defaultExpandAll }: TreeBodyProps) {
  const t = useT();
  const styles = useTreeSidebarStyles();
  if (tab.error) {
    return (
      <div className={styles.state} role="alert">
        <span className={styles.error}>{tab.error}</span>
        {tab.onRetry && (
          <Button size="small" onClick={tab.onRetry}>
            {t('treeSidebar.retry')}
          </Button>
        )}
      </div>
    );
  }
  if (!tab.nodes.length) return <div className={styles.state}>{t('treeSidebar.empty')}</div>;
  return (
    <TreeView
      nodes={tab.nodes}
      mode={mode}
      cascade={cascade}
      value={value}
      onChange={onChange}
      filter={filter}
      defaultExpandAll={defaultExpandAll}
      aria-label={tab.label}
    />
  );
}
