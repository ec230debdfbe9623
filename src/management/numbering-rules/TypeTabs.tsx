/** The application types as tabs (app-types): Fluent's TabList, whose code comes as the list mounts,
 * beside the types' request (the tabs show only once the types have come). */
import { Tab, TabList } from '@fluentui/react-components';

export interface TypeTabsProps {
  types: { id: number; name: string }[];
  selected?: number;
  onSelect(id: number): void;
}

export function TypeTabs({ types, selected, onSelect }: TypeTabsProps) {
  return (
    <TabList selectedValue={selected} onTabSelect={(_, d) => onSelect(d.value as number)} part="tabs">
      {types.map((x) => <Tab key={x.id} value={x.id}>{x.name}</Tab>)}
    </TabList>
  );
}
