/**
 * A test element that opens the phrases drawer as the approval bar does: 常用语 opens it, a chosen phrase or
 * comment is written into <output data-testid="picked"> (all of them, in order), the drawer's open state
 * into <output data-testid="open">. With `in-dialog` the opener sits in a modal dialog (opened by
 * 通过), as in the bar's action dialog, and a pick closes the drawer as the bar does.
 */
import * as React from 'react';
import { Button, Dialog, DialogBody, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { attr, defineElement } from '../../src/core/runtime';
import { PhrasesDrawer } from '../../src/approval/phrases/PhrasesDrawer';

function PhrasesProbe({ inDialog }: { inDialog: boolean }) {
  const [open, setOpen] = React.useState(false);
  const [dialog, setDialog] = React.useState(false);
  const [picked, setPicked] = React.useState<string[]>([]);
  const pick = (remark: string) => {
    setPicked((list) => [...list, remark]);
    if (inDialog) setOpen(false);
  };
  const opener = (
    <>
      <Button data-action="open-phrases" onClick={() => setOpen(true)}>常用语</Button>
      <PhrasesDrawer open={open} onClose={() => setOpen(false)} onPick={pick} />
    </>
  );
  return (
    <div>
      {inDialog ? (
        <>
          <Button data-action="open-dialog" onClick={() => setDialog(true)}>通过</Button>
          <Dialog open={dialog} modalType="modal" onOpenChange={(_, d) => setDialog(d.open)}>
            <DialogSurface data-probe-dialog="">
              <DialogBody>
                <DialogTitle>通过</DialogTitle>
                {opener}
              </DialogBody>
            </DialogSurface>
          </Dialog>
        </>
      ) : (
        opener
      )}
      <output data-testid="picked">{JSON.stringify(picked)}</output>
      <output data-testid="open">{String(open)}</output>
      <output data-testid="dialog">{String(dialog)}</output>
    </div>
  );
}

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- defining registers the tag; the class is used as its type only
const BoTestPhrases = defineElement({ tag: 'bo-test-phrases', description: 'phrases drawer probe', component: PhrasesProbe, attributes: { inDialog: attr.boolean(false, 'the opener inside a modal dialog') }, display: 'block' });

declare global {
  interface HTMLElementTagNameMap {
    'bo-test-phrases': InstanceType<typeof BoTestPhrases>;
  }
}
