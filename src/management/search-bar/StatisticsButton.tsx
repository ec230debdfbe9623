/** 数据统计's button, disabled: what holds its place until the popover's code comes (StatisticsPopover.tsx), or for good when it cannot. */
import '../../core/i18n/areas/search';
import { Button } from '@fluentui/react-components';
import { useT } from '../../core/i18n';

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
