import * as React from 'react';
import { Button, Select } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { Jumper } from './Jumper';
import { parseLayout, type PagerItem } from './pagination.logic';
import { usePaginationStyles } from './Pagination.styles';
import { DEFAULT_LAYOUT, type PaginationPart, type PaginationProps } from './Pagination.types';
import { usePagination, type PaginationState } from './usePagination';

export type { PaginationChange, PaginationProps } from './Pagination.types';

/**
 * The pager of lists and pickers, left to right by default: 「共 N 条」, the page-size select, previous,
 * the page buttons with ellipsis jumps, next, and 「前往 [ ] 页」.
 */
export function Pagination(props: PaginationProps) {
  const t = useT();
  const { total = 0, disabled = false, hideOnSinglePage = false, layout = DEFAULT_LAYOUT } = props;
  const styles = usePaginationStyles();
  const state = usePagination(props);
  if (hideOnSinglePage && state.pageCount <= 1) return null;

  const render = (part: PaginationPart, i: number): React.ReactNode => {
    switch (part) {
      case 'total':
        return <span key={i} data-total="">{props.counting ? t('common.loading') : t('pagination.total', { total })}</span>;
      case 'sizes':
        return (
          <Select
            key={i}
            size="small"
            className={styles.sizes}
            aria-label={t('pagination.pageSize')}
            value={String(state.pageSize)}
            disabled={disabled}
            onChange={(_, d) => state.setPageSize(Number(d.value))}
          >
            {state.sizes.map((size) => (
              <option key={size} value={String(size)}>
                {t('pagination.perPage', { size })}
              </option>
            ))}
          </Select>
        );
      case 'prev':
        return (
          <Button key={i} size="small" appearance="subtle" className={styles.button} aria-label={t('pagination.prev')}
            disabled={disabled || state.page <= 1} onClick={() => state.goTo(state.page - 1)}>
            ‹
          </Button>
        );
      case 'next':
        return (
          <Button key={i} size="small" appearance="subtle" className={styles.button} aria-label={t('pagination.next')}
            disabled={disabled || state.page >= state.pageCount} onClick={() => state.goTo(state.page + 1)}>
            ›
          </Button>
        );
      case 'pager':
        return <Pager key={i} state={state} disabled={disabled} />;
      case 'jumper':
        return <Jumper key={i} page={state.page} pageCount={state.pageCount} disabled={disabled} onJump={state.goTo} />;
      case '->':
        return <span key={i} className={styles.spacer} />;
    }
  };

  return (
    <nav className={styles.root} aria-label={props.label ?? t('pagination.label')} part="pagination">
      {parseLayout(layout).map(render)}
    </nav>
  );
}

function Pager({ state, disabled }: { state: PaginationState; disabled: boolean }) {
  const t = useT();
  const styles = usePaginationStyles();
  const button = (item: PagerItem) => {
    if (item.kind === 'more') {
      const label = t(item.direction === 'prev' ? 'pagination.morePrev' : 'pagination.moreNext');
      return (
        <Button key={item.direction} size="small" appearance="subtle" className={styles.button} aria-label={label}
          title={label} data-more={item.direction} disabled={disabled} onClick={() => state.goTo(item.target)}>
          …
        </Button>
      );
    }
    const current = item.page === state.page;
    return (
      <Button key={item.page} size="small" appearance={current ? 'primary' : 'subtle'}
        className={styles.button} aria-label={t('pagination.pageN', { page: item.page })}
        aria-current={current ? 'page' : undefined} data-page={item.page} disabled={disabled}
        onClick={() => state.goTo(item.page)}>
        {item.page}
      </Button>
    );
  };
  return <span className={styles.group}>{state.items.map(button)}</span>;
}
