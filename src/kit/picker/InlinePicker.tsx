/**
 * A picker in the page instead of a drawer (a definition with `inline: true`, the `inline` attribute
 * set): the section list (tree, search, list, pager) in place, no drawer, no confirm or cancel; every
 * change of the choice the user makes dispatches bo-change {records, ids}. A new `selected-ids` /
 * `selection` from the page (or the element's own echo of bo-change into them, for a form) is no change.
 */
import * as React from 'react';
import { usePicker, type PickerProps } from './usePicker';
import { usePickerViewStyles } from './PickerView.styles';
import { emitterOf, SectionList, SectionTabs } from './SectionList';
import { resultsOf } from './types';

const keyOf = (ids: readonly unknown[]) => JSON.stringify(ids.map(String));

export function InlinePicker(props: PickerProps) {
  const p = usePicker(props);
  const styles = usePickerViewStyles();
  const { selection } = p.choice;
  const { onChange } = props;
  const preset = keyOf(props.selectedIds) + keyOf(props.selection);
  const ids = keyOf(selection.ids);
  const seen = React.useRef({ preset, ids });
  React.useEffect(() => {
    const last = seen.current;
    seen.current = { preset, ids };
    if (last.preset !== preset || last.ids === ids) return;
    onChange?.({ records: resultsOf(p.section, selection.records), ids: selection.ids });
  }, [preset, ids, selection, onChange, p.section]);

  return (
    <div className={styles.inline} data-bo-inline-picker="">
      <SectionList
        key={p.section.key}
        section={p.section}
        open
        inline
        tag={props.def.tag}
        title={p.title}
        choice={p.choice}
        tabs={p.tabs && <SectionTabs tabs={p.tabs} />}
        emit={emitterOf(props)}
      />
    </div>
  );
}
