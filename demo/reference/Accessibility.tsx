import { Text } from '@fluentui/react-components';
import { useDemoLang, useStrings } from '../gallery/useStrings';
import { a11yNotes } from './a11y';
import { DocTable } from './DocTable';
import type { ElementDoc } from './manifest';

/** 无障碍 / Accessibility: roles, the keyboard map, focus on opening and closing, what a screen reader
 * says, and known limits (a11y.ts). */
export function Accessibility({ doc }: { doc: ElementDoc }) {
  const s = useStrings();
  const a = s.reference.a11y;
  const notes = a11yNotes(doc, useDemoLang());
  const keys = notes.keyboard.map(([key, what]) => ({ key, what }));
  return (
    <section data-doc-section="a11y" style={{ display: 'grid', gap: '8px' }}>
      <Text as="h2" size={500} weight="semibold">{a.title}</Text>
      <Text block data-a11y="roles"><b>{a.roles}</b> {notes.roles}</Text>
      {keys.length > 0 && (
        <DocTable id="a11y-keyboard" title={a.keyboard} nested rows={keys} columns={[{ title: a.keys, cell: (k) => k.key, code: true, width: '24%' }, { title: a.what, cell: (k) => k.what }]} />
      )}
      <Text block data-a11y="focus"><b>{a.focus}</b> {notes.focus}</Text>
      <Text block data-a11y="announced"><b>{a.announced}</b> {notes.announced}</Text>
      <Text block data-a11y="limits"><b>{a.limits}</b> {notes.limits}</Text>
    </section>
  );
}
