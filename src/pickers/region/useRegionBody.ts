/**
 * The state of the region body: the path chosen so far (省 / 市 / 区), the tab shown, the places of that
 * tab, and what choosing one does (move to the next tab, or complete the region: chosen in the picker's
 * selection). A preselected region (`selected-ids`, or the choice a form kept) opens on its path.
 */
import * as React from 'react';
import type { PickerBodyProps } from '../../kit/picker/types';
import { choose, pathOf, placesAt, regionOf, type Level, type Place, type Region } from './region.logic';

export interface PlaceItem extends Place {
  /** on the chosen path */
  current: boolean;
  /** completes a region: the region's id */
  regionId?: string;
  /** a completed region that is chosen (or chosen by the page: disabled) */
  chosen: boolean;
  disabled: boolean;
}

export function useRegionBody({ rows, selection }: PickerBodyProps<Region>) {
  const [path, setPath] = React.useState<Place[]>([]);
  const [level, setLevel] = React.useState<Level>(0);
  // the preselected region, once its record is known: its path and its last tab
  const first = selection.records[0];
  const [opened, setOpened] = React.useState(false);
  // how many times a pick moved to the next tab (the pressed place went with its tab: RegionBody moves the
  // focus on)
  const [moved, setMoved] = React.useState(0);
  if (!opened && first) {
    setOpened(true);
    const p = pathOf(first);
    setPath(p);
    setLevel(Math.min(p.length - 1, 2) as Level);
  }

  const items: PlaceItem[] = placesAt(rows, path, level).map((place) => {
    const chosenPath = [...path.slice(0, level), place];
    const leaf = level === 2 || placesAt(rows, chosenPath, (level + 1) as Level).length === 0;
    const regionId = leaf ? regionOf(chosenPath).id : undefined;
    return {
      ...place,
      current: path[level]?.code === place.code,
      regionId,
      chosen: regionId !== undefined && selection.isSelected(regionId),
      disabled: regionId !== undefined && selection.isDisabled(regionId),
    };
  });

  const pick = (item: PlaceItem) => {
    if (item.disabled || (selection.mode === 'none' && item.regionId)) return;
    // the user's own choice from here on: the preselected region no longer moves the tabs
    setOpened(true);
    const outcome = choose(rows, path, level, item);
    setPath(outcome.path);
    const onTo = (next: Level) => {
      setMoved((n) => n + 1);
      setLevel(next);
    };
    if (outcome.next !== undefined) return onTo(outcome.next);
    const region = outcome.region!;
    // radio: the region replaces the last one; checkbox: it is ticked or unticked
    if (selection.mode === 'checkbox' || !selection.isSelected(region.id)) selection.toggle(region);
    // completed above the districts: the next tab shows that nothing is under it (暂无数据)
    if (level < 2) onTo((level + 1) as Level);
  };

  return {
    level,
    /** a tab can be opened once the level above it is chosen */
    reachable: (l: Level) => l <= path.length,
    openTab: (l: Level) => l <= path.length && setLevel(l),
    path,
    items,
    pick,
    moved,
  };
}
