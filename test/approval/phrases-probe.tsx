/**
 * A test element that opens the phrases drawer as the approval bar does: 打开 opens it, a chosen phrase or
 * comment is written into <output data-testid="picked"> (all of them, in order), the drawer's open state
 * into <output data-testid="open">.
 */
import * as React from 'react';
import { Button } from '@fluentui/react-components';
import { defineElement } from '../../src/core/runtime';
import { PhrasesDrawer } from '../../src/approval/phrases/PhrasesDrawer';

function PhrasesProbe() {
  const [open, setOpen] = React.useState(false);
  const [picked, setPicked] = React.useState<string[]>([]);
  return (
    <div>
      <Button data-action="open-phrases" onClick={() => setOpen(true)}>常用语</Button>
      <PhrasesDrawer open={open} onClose={() => setOpen(false)} onPick={(remark) => setPicked((list) => [...list, remark])} />
      <output data-testid="picked">{JSON.stringify(picked)}</output>
      <output data-testid="open">{String(open)}</output>
    </div>
  );
}

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- defining registers the tag; the class is used as its type only
const BoTestPhrases = defineElement({ tag: 'bo-test-phrases', description: 'phrases drawer probe', component: PhrasesProbe, attributes: {}, display: 'block' });

declare global {
  interface HTMLElementTagNameMap {
    'bo-test-phrases': InstanceType<typeof BoTestPhrases>;
  }
}
