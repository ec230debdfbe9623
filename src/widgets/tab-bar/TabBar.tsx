import * as React from 'react';
import { Tab, TabList } from '@fluentui/react-components';
import { partRef } from '../../core/runtime';
import { activeTab, DEFAULT_BAR_WIDTH, tabKey, tabWidth, type TabItem } from './tab-bar.logic';
import { useTabBarStyles } from './TabBar.styles';

export type { TabItem } from './tab-bar.logic';

export interface TabBarProps {
  /** the tabs, left to right */
  tabs?: TabItem[];
  /** id (as text) of the active tab; default the first tab. A new value selects that tab; a click
   * selects a tab too, so a parent that never writes back still has a working bar. */
  value?: string;
  /** width of the bar in px (default 1020); tabs beyond it scroll horizontally */
  width?: number;
  /** called with the tab the user selects (click, or arrow keys then Enter/Space) */
  onChange?: (tab: TabItem) => void;
}

/** A header row of tabs, each 15 px per character + 20 wide, at least 90 (spec 1 §2, §9). */
export function TabBar({ tabs = [], value, width = DEFAULT_BAR_WIDTH, onChange }: TabBarProps) {
  const styles = useTabBarStyles();
  const [own, setOwn] = React.useState(value);
  const [seen, setSeen] = React.useState(value);
  if (seen !== value) {
    setSeen(value);
    setOwn(value);
  }
  const active = activeTab(tabs, own);

  const select = (key: string) => {
    const tab = tabs.find((t) => tabKey(t) === key);
    if (!tab || (active && tabKey(active) === key)) return;
    setOwn(key);
    onChange?.(tab);
  };

  return (
    <div className={styles.root} style={{ width: `${width}px` }} part="tab-bar">
      <TabList
        className={styles.list}
        selectedValue={active ? tabKey(active) : undefined}
        onTabSelect={(_, d) => select(String(d.value))}
      >
        {tabs.map((tab) => {
          const w = `${tabWidth(tab.name)}px`;
          return (
            <Tab key={tabKey(tab)} value={tabKey(tab)} className={styles.tab} style={{ width: w }} title={tab.name} ref={partRef('tab')}>
              {tab.name}
            </Tab>
          );
        })}
      </TabList>
    </div>
  );
}
