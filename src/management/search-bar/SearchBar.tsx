/**
 * bo-search-bar (spec 1 §2 "Search bar"): the search form of a page's list, its fields defined by the
 * backend (search-api). The first two fields are always shown and the rest wait in the advanced area
 * (展开/收起; collapsed, the bar is one line of 38 px); 添加临时搜索项 opens the scheme drawer in temporary
 * mode; 清空; 搜索 (bo-search); the 搜索方案 menu applies a saved scheme or opens the scheme drawer; 数据统计
 * shows the page's figures (the `statistics` attribute) in a popover.
 */
import '../../core/i18n/areas/search';
import type * as React from 'react';
import { makeStyles } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { userMessage } from '../../core/http';
import { lazyOpening } from '../../core/feedback/OpeningFailed';
import { partMissing } from '../../core/feedback/usePartFailed';
import { lazyPart, usePreload } from '../../core/runtime/lazy-part';
import { ListStates } from '../../kit/table/ListStates';
import type { SearchBarFormProps } from './SearchBarForm';
import { Statistics, type Statistic } from './StatisticsButton';
import { useSearchBar, type SearchDetail } from './useSearchBar';

// the scheme drawer comes right after the bar (closed, it paints nothing)
const SearchSchemeDrawer = lazyOpening(() => import('../search-scheme/SearchSchemeDrawer').then((m) => m.SearchSchemeDrawer));

// the form and its buttons show once the field definitions have come: their code comes beside that call,
// the bar's loading state holding the place meanwhile (and the failure in its place if it cannot come)
const FormLoading = () => <ListStates loading empty />;
function FormFailed() {
  const t = useT();
  return <ListStates error={t('common.renderFailed')} empty />;
}
const Form = lazyPart((): Promise<React.ComponentType<SearchBarFormProps>> => import('./SearchBarForm').then((m) => m.SearchBarForm), FormLoading, partMissing('the search form', FormFailed));

export type { Statistic };

export interface SearchBarProps {
  searchApi?: string;
  statistics?: Statistic[];
  onSearch?(detail: SearchDetail): void;
}

const useStyles = makeStyles({ root: { display: 'block' } });

export function SearchBar({ searchApi = '', statistics = [], onSearch }: SearchBarProps) {
  const t = useT();
  const styles = useStyles();
  const bar = useSearchBar({ searchApi, onSearch });
  const missing = !searchApi.trim();
  usePreload([Form], !missing);
  usePreload([Statistics], statistics.length > 0);
  const { data } = bar;
  const error = missing ? t('picker.missingAttribute', { name: 'search-api' }) : data.error && userMessage(data.error, t);
  const ready = !missing && data.loaded && !data.error && data.fields.length > 0;

  return (
    <div className={styles.root} data-page-search="" data-backend-text="">
      {ready ? (
        <Form bar={bar} statistics={statistics} />
      ) : (
        <ListStates loading={data.loading} error={error} onRetry={missing ? undefined : data.reload} empty />
      )}
      <SearchSchemeDrawer
        open={bar.drawer.open}
        searchApi={searchApi}
        temporary={bar.drawer.temporary}
        chosen={bar.fields.map((f) => f.field)}
        values={bar.payload}
        onConfirm={bar.confirmed}
        onCancel={bar.closeDrawer}
      />
    </div>
  );
}
