/**
 * The search bar once its fields are known (SearchBar.tsx): the form with its buttons (添加临时搜索项,
 * the 搜索方案 menu, 数据统计, 清空, 搜索). A chunk of its own, fetched as the bar mounts beside the call
 * for the field definitions, which it waits for anyway: meanwhile the bar's loading state holds its place.
 */
import '../../core/i18n/areas/search';
import { Button } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { SearchForm } from '../../kit/search-form';
import { SchemesButton } from './SchemesButton';
import { Statistics, type Statistic } from './StatisticsButton';
import type { useSearchBar } from './useSearchBar';

export interface SearchBarFormProps {
  bar: ReturnType<typeof useSearchBar>;
  statistics: Statistic[];
}

export function SearchBarForm({ bar, statistics }: SearchBarFormProps) {
  const t = useT();
  const actions = (
    <>
      <Button appearance="transparent" onClick={bar.openTemporary} data-action="add-temporary">
        {t('searchBar.addTemporary')}
      </Button>
      <SchemesButton schemes={bar.data.schemes} applied={bar.applied} onChoose={bar.choose} onManage={bar.openSchemes} />
      {statistics.length > 0 && <Statistics statistics={statistics} />}
    </>
  );
  // data-loaded: the fields are shown (what the bar loaded)
  return (
    <div style={{ display: 'contents' }} data-loaded="">
      <SearchForm
        fields={bar.fields}
        values={bar.values}
        onChange={bar.setValues}
        onSearch={bar.search}
        onReset={() => undefined}
        extraActions={actions}
        foldAbove={2}
        compact
        resetLabel={t('searchBar.clear')}
        expanded={bar.expanded}
        onExpandedChange={bar.setExpanded}
      />
    </div>
  );
}
