/**
 * One picker: the drawer, the section tabs and the chosen tray (the choice outlives a tab change unless
 * the sections list different kinds), and the active section's list (SectionList); or, for an inline
 * picker, the section list in the page (InlinePicker).
 */
import * as React from 'react';
import { useElement } from '../../core/runtime';
import { whenIdle } from '../../core/runtime/lazy-part';
import { getLoginInfo } from '../../core/user';
import { ChosenTray } from '../drawer/ChosenTray';
import { PickerDrawer, PickerDrawerContent } from '../drawer/PickerDrawer';
import { InlinePicker } from './InlinePicker';
import { emitterOf, SectionList, SectionTabs } from './SectionList';
import { usePicker, type PickerProps } from './usePicker';
import { sectionNeedsUser } from './usePickerTree';
import { usePickerViewStyles } from './PickerView.styles';

/**
 * The drawer and what it holds; `rehearsal`: the same content rendered once, closed (a closed list asks
 * the backend for nothing) and laid out out of sight and reach, then dropped, when the browser is idle
 * before the first opening: the opening then finds the view's code compiled, its styles already in the
 * page's adopted style sheets and its fonts found, and costs about what a second opening costs
 * (bench/README.md, "Page weight and the levers of issue 16"). A section that reads the user has the
 * page's login info asked then too (shared and cached as ever), so that its first opening does not wait
 * for it; a failure of that question is not kept, and the opening asks again and says it.
 */
export function PickerView({ rehearsal, ...props }: PickerProps & { rehearsal?: () => void }) {
  const p = usePicker(props);
  const { choice } = p;
  const { apiBase } = useElement();
  const readsUser = sectionNeedsUser(p.section);
  React.useEffect(() => {
    if (!rehearsal) return;
    if (readsUser) void getLoginInfo(apiBase).catch(() => undefined);
    rehearsal();
  }, [rehearsal, readsUser, apiBase]);
  const Frame = rehearsal ? Rehearsal : PickerDrawer;
  return (
    <Frame
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
    </Frame>
  );
}

function Rehearsal({ open: _open, width: _width, ...content }: React.ComponentProps<typeof PickerDrawer>) {
  const styles = usePickerViewStyles();
  return (
    <div className={styles.rehearsal} aria-hidden="true" inert data-bo-rehearsal="">
      <PickerDrawerContent {...content} />
    </div>
  );
}

// the pickers rehearsed in this page: the code and the styles (adopted by every shadow root) are the
// page's, so one rehearsal per kind of picker serves all its instances
const rehearsed = new Set<string>();

/** Once per kind of picker, when the browser is idle after one has connected closed: `on` until `done()`. */
function useRehearsal(tag: string, closed: boolean) {
  const [stage, setStage] = React.useState<'due' | 'on' | 'done'>('due');
  React.useEffect(() => {
    if (stage !== 'due' || !closed) return;
    return whenIdle(() => {
      if (rehearsed.has(tag)) return;
      rehearsed.add(tag);
      setStage('on');
    });
  }, [stage, closed, tag]);
  const done = React.useCallback(() => setStage('done'), []);
  return { on: stage === 'on' && closed, done };
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
  const inline = !!props.inline && !!props.def.inline;
  const rehearsal = useRehearsal(props.def.tag, !props.open && !inline && session === 0);
  if (inline) return <InlinePicker {...props} />;
  return (
    <>
      {rehearsal.on && <PickerView {...props} rehearsal={rehearsal.done} />}
      <PickerView key={session} {...props} />
    </>
  );
}
