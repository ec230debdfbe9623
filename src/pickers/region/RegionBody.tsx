/**
 * The region picker's body (spec 2 §2 Region picker, §4): tabs 省份 → 城市 → 区县, the summary of what
 * is chosen so far, and the places of the tab as buttons. Names render as text.
 */
import '../../core/i18n/areas/pickers-tree';
import * as React from 'react';
import { Button, Tab, TabList } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import type { PickerBodyProps } from '../../kit/picker/types';
import { ListStates } from '../../kit/table/ListStates';
import { LEVELS, type Level, type Region } from './region.logic';
import { useRegionBodyStyles } from './RegionBody.styles';
import { useRegionBody } from './useRegionBody';

export function RegionBody(props: PickerBodyProps<Region>) {
  const t = useT();
  const styles = useRegionBodyStyles();
  const r = useRegionBody(props);
  const { loading, error, onRetry, height } = props;
  const listed = !error && r.items.length > 0;
  const root = React.useRef<HTMLDivElement>(null);
  // a pick that opened the next tab removed the pressed place: the focus goes on to the new tab's first
  // place (its tab when nothing is under it), not to the page's <body>
  const moveFocus = React.useEffectEvent(() => {
    // (the tab by its place: Fluent marks the selected tab a render later)
    const next = root.current?.querySelector<HTMLElement>('[data-loaded] button') ?? root.current?.querySelectorAll<HTMLElement>('[role="tab"]')[r.level];
    next?.focus();
  });
  React.useEffect(() => {
    if (r.moved) moveFocus();
  }, [r.moved]);
  return (
    <div ref={root} className={styles.root} style={{ height }} data-bo-region="" part="list">
      <TabList selectedValue={r.level} onTabSelect={(_, d) => r.openTab(d.value as Level)} size="small">
        {LEVELS.map((l, i) => (
          <Tab key={l} value={i} disabled={!r.reachable(i as Level)}>
            {t(`regionPicker.${l}`)}
          </Tab>
        ))}
      </TabList>
      <div className={styles.summary} data-bo-region-summary="">
        <span>{t('regionPicker.chosen')}</span>
        {LEVELS.map((l, i) => (
          <span key={l} className={styles.step}>
            {r.path[i]?.name ?? '--'}
          </span>
        ))}
      </div>
      {listed ? (
        <div className={styles.places} role="group" data-loaded="" aria-label={t(`regionPicker.${LEVELS[r.level]}`)}>
          {r.items.map((item) => (
            <Button
              key={item.code}
              className={styles.place}
              appearance={item.current || item.chosen ? 'primary' : 'secondary'}
              aria-pressed={item.current || item.chosen}
              disabledFocusable={item.disabled}
              data-code={item.code}
              data-region-id={item.regionId}
              title={item.name}
              onClick={() => r.pick(item)}
            >
              {item.name}
            </Button>
          ))}
        </div>
      ) : (
        <ListStates loading={loading} error={error} onRetry={onRetry} empty />
      )}
    </div>
  );
}
