/**
 * One picker: the drawer, the section tabs and the chosen tray (the choice outlives a tab change unless
 * the sections list different kinds), and the active section's list (SectionList); or, for an inline
 * picker, the section list in the page (InlinePicker).
 */
import * as React from 'react';
import { ChosenTray } from '../drawer/ChosenTray';
import { PickerDrawer } from '../drawer/PickerDrawer';
import { InlinePicker } from './InlinePicker';
import { emitterOf, SectionList, SectionTabs } from './SectionList';
import { usePicker, type PickerProps } from './usePicker';

export function PickerView(props: PickerProps) {
  const p = usePicker(props);
  const { choice } = p;
  return (
    <PickerDrawer
      open={props.open}
      title={p.title}
      width={props.def.width}
      showConfirm={choice.selection.mode !== 'none'}
      cancelText={p.cancelText}
      onConfirm={choice.confirm}
      onCancel={p.cancel}
      footerStart={<ChosenTray selection={choice.selection} getId={choice.getId} label={choice.rowLabel} />}
    >
      <SectionList
        key={p.section.key}
        section={p.section}
        open={props.open}
        tag={props.def.tag}
        title={p.title}
        choice={choice}
        tabs={p.tabs && <SectionTabs tabs={p.tabs} />}
        emit={emitterOf(props)}
      />
    </PickerDrawer>
  );
}

/** A fresh session (sections, search, tree, selection) for each opening of the drawer; an inline
 * picker (a definition that is also a surface, with `inline` set) shows its sections in the page. */
export function PickerElement(props: PickerProps) {
  const [session, setSession] = React.useState(0);
  const [wasOpen, setWasOpen] = React.useState(props.open);
  if (props.open !== wasOpen) {
    setWasOpen(props.open);
    if (props.open) setSession((n) => n + 1);
  }
  if (props.inline && props.def.inline) return <InlinePicker {...props} />;
  return <PickerView key={session} {...props} />;
}
