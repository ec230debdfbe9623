/**
 * 数据统计 of the search bar: `Statistics`, its popover (StatisticsPopover.tsx, Fluent's Popover) as a lazy
 * part fetched when the bar mounts with figures to show (SearchBar.tsx), and `StatisticsButton`, the
 * button disabled, which holds its place until that code comes, or for good when it cannot.
 */
import '../../core/i18n/areas/search';
import { Button } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { partMissing } from '../../core/feedback/usePartFailed';
import { lazyPart } from '../../core/runtime/lazy-part';

export interface Statistic {
  label: string;
  value: string | number;
}

export function StatisticsButton(_: { statistics: Statistic[] }) {
  const t = useT();
  return (
    <Button data-action="statistics" disabled>
      {t('searchBar.statistics')}
    </Button>
  );
}

export const Statistics = lazyPart(() => import('./StatisticsPopover').then((m) => m.StatisticsPopover), StatisticsButton, partMissing('the statistics', StatisticsButton));
