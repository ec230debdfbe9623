/**
 * 数据统计 of the search bar: the page's figures (the `statistics` attribute) in a popover. Fluent's
 * Popover comes in this module of its own, loaded when the bar first shows the button (SearchBar.tsx):
 * the bar's first paint does not need it.
 */
import '../../core/i18n/areas/search';
import { Button, makeStyles, Popover, PopoverSurface, PopoverTrigger, tokens } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import type { Statistic } from './StatisticsButton';

const useStyles = makeStyles({
  stats: { display: 'grid', gridTemplateColumns: 'auto auto', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS, margin: 0 },
  statValue: { margin: 0, fontWeight: tokens.fontWeightSemibold, textAlign: 'end' },
  statLabel: { color: tokens.colorNeutralForeground2 },
});

export function StatisticsPopover({ statistics }: { statistics: Statistic[] }) {
  const t = useT();
  const styles = useStyles();
  return (
    <Popover withArrow>
      <PopoverTrigger disableButtonEnhancement>
        <Button data-action="statistics">{t('searchBar.statistics')}</Button>
      </PopoverTrigger>
      <PopoverSurface aria-label={t('searchBar.statistics')}>
        <dl className={styles.stats} data-statistics="">
          {statistics.map((s, i) => (
            <div key={i} style={{ display: 'contents' }}>
              <dt className={styles.statLabel}>{s.label}</dt>
              <dd className={styles.statValue}>{s.value}</dd>
            </div>
          ))}
        </dl>
      </PopoverSurface>
    </Popover>
  );
}
