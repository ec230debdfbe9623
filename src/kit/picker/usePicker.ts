/**
 * One opening of a picker: its sections (from the picker's own attributes), the active one, and the
 * choice. The active section's list lives in usePickerQuery, under the section's view.
 */
import * as React from 'react';
import { useT } from '../../core/i18n';
import type { RowId, SelectionMode } from '../selection/useSelection';
import type { PickerChangeDetail, PickerConfirmDetail, PickerContext, PickerDefinition, PickerSection } from './types';
import { usePickerChoice } from './usePickerChoice';

/** What the element gives the picker's component: the shared attributes, the picker's own ones (by
 * name, read through its definition) and the two events' callbacks. */
export interface PickerElementProps<R = unknown> {
  open: boolean;
  title?: string;
  selectionMode: SelectionMode;
  disabledIds: RowId[];
  selectedIds: RowId[];
  selection: unknown[];
  onConfirm?: (detail: PickerConfirmDetail<R>) => unknown;
  onCancel?: () => unknown;
  /** an inline picker: every change of the choice */
  onChange?: (detail: PickerChangeDetail<R>) => unknown;
  /** pickers whose definition is `inline`: the sections in the page instead of the drawer */
  inline?: boolean;
  [own: string]: unknown;
}

export interface PickerProps extends PickerElementProps {
  def: PickerDefinition;
}

/** The same object for as long as its values are the same ones (so what depends on it keeps its identity). */
function useStable<T extends Record<string, unknown>>(next: T): T {
  const [kept, setKept] = React.useState(next);
  const same = Object.keys(next).length === Object.keys(kept).length && Object.keys(next).every((k) => Object.is(next[k], kept[k]));
  if (same) return kept;
  setKept(next);
  return next;
}

/** The active section (the first, until the user picks a tab). */
function useActiveSection(sections: PickerSection<unknown>[]) {
  const [picked, setPicked] = React.useState<string>();
  return [sections.find((x) => x.key === picked) ?? sections[0]!, setPicked] as const;
}

export function usePicker(props: PickerProps) {
  const { def } = props;
  // the definition sees the values of the picker's own attributes; the sections change only when one does
  const own = useStable(Object.fromEntries(Object.keys(def.attributes ?? {}).map((k) => [k, props[k]])));
  const t = useT();
  const ctx = React.useMemo<PickerContext>(() => ({ props: own, t }), [own, t]);
  const sections = React.useMemo(() => def.sections(ctx), [def, ctx]);
  const [section, setSection] = useActiveSection(sections);
  const choice = usePickerChoice(section, props, !!def.separateSections);
  // one section is no choice: no tabs
  const tabs =
    sections.length > 1
      ? {
          items: sections.map((x) => ({ key: x.key, label: x.label ?? x.key })),
          active: section.key,
          change: (key: string) => {
            if (key === section.key) return;
            // records of another kind: the choice made in the last section does not carry over
            if (def.separateSections) choice.selection.clear();
            setSection(key);
          },
        }
      : undefined;

  return {
    title: props.title || def.title(ctx),
    cancelText: def.cancelText && t(def.cancelText),
    section,
    tabs,
    choice,
    cancel: () => props.onCancel?.(),
  };
}
