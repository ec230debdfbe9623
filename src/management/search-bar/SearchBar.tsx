/**
 * bo-search-bar (spec 1 §2 "Search bar"): the search form of a page's list, its fields defined by the
 * backend (search-api). The first two fields are always shown and the rest wait in the advanced area
 * (展开/收起; collapsed, the bar is one line of 38 px); 添加临时搜索项 opens the scheme drawer in temporary
 * mode; 清空; 搜索 (bo-search); the 搜索方案 menu applies a saved scheme or opens the scheme drawer; 数据统计
 * shows the page's figures (the `statistics` attribute) in a popover.
 */
import '../../core/i18n/areas/search';
import { Button, makeStyles, Menu, MenuDivider, MenuItem, MenuItemRadio, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { userMessage } from '../../core/http';
import { lazyOpening } from '../../core/feedback/OpeningFailed';
import { partMissing } from '../../core/feedback/usePartFailed';
import { lazyPart, usePreload } from '../../core/runtime/lazy-part';
import { SearchForm } from '../../kit/search-form';
import { ListStates } from '../../kit/table/ListStates';
import { StatisticsButton, type Statistic } from './StatisticsButton';
import { useSearchBar, type SearchDetail } from './useSearchBar';

// the scheme drawer comes right after the bar (closed, it paints nothing)
const SearchSchemeDrawer = lazyOpening(() => import('../search-scheme/SearchSchemeDrawer').then((m) => m.SearchSchemeDrawer));

// 数据统计's popover (Fluent's Popover): fetched when the bar mounts, its button disabled until it comes
const Statistics = lazyPart(() => import('./StatisticsPopover').then((m) => m.StatisticsPopover), StatisticsButton, partMissing('the statistics', StatisticsButton));

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
  usePreload([Statistics], statistics.length > 0);
  const { data } = bar;
  const missing = !searchApi.trim();
  const error = missing ? t('picker.missingAttribute', { name: 'search-api' }) : data.error && userMessage(data.error, t);
  const ready = !missing && data.loaded && !data.error && data.fields.length > 0;
  const appliedName = data.schemes.find((s) => s.id === bar.applied)?.search_fa_name;

  const actions = (
    <>
      <Button appearance="transparent" onClick={bar.openTemporary} data-action="add-temporary">
        {t('searchBar.addTemporary')}
      </Button>
      <Menu checkedValues={{ scheme: bar.applied === null ? [] : [String(bar.applied)] }}>
        <MenuTrigger disableButtonEnhancement>
          <Button data-action="schemes">{appliedName ? t('searchBar.schemesOf', { name: appliedName }) : t('searchBar.schemes')}</Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            {data.schemes.length === 0 && <MenuItem disabled>{t('searchBar.noSchemes')}</MenuItem>}
            {data.schemes.map((s) => (
              <MenuItemRadio key={s.id} name="scheme" value={String(s.id)} onClick={() => bar.choose(s)} data-scheme-id={s.id}>
                {s.search_fa_name}
              </MenuItemRadio>
            ))}
            <MenuDivider />
            <MenuItem onClick={bar.openSchemes} data-action="manage-schemes">
              {t('searchBar.manageSchemes')}
            </MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
      {statistics.length > 0 && <Statistics statistics={statistics} />}
    </>
  );

  return (
    <div className={styles.root} data-page-search="" data-loaded={ready || undefined} data-backend-text="">
      {ready ? (
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
