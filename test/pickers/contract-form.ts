/**
 * The picker contract, part two, over every registered picker (called by contract-suite.ts): a picker in
 * a plain <form> (name, required, the spec's empty message, reset, a disabled fieldset), and a picker
 * used with the keyboard alone, from the page's button to 确定.
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { deepActive, settle, waitFor } from '../helpers';
import type { ContractCase } from './contract-cases';
import { chosen, closed, idOf, idsOf, ready, rowOf, rowsOf, tick, ticked, type Picker } from './contract-kit';
import { button, drawerOf, messageOf } from './picker-helpers';

type Heard = { of(name: string): CustomEvent[] };
type Field = Picker & { form: HTMLFormElement | null; checkValidity(): boolean; reportValidity(): boolean; validationMessage: string };

/** Presses Tab until `reached` holds (a user tabbing until the focus ring is where they want it). */
async function tabUntil(reached: () => boolean, what: string) {
  for (let i = 0; i < 80; i++) {
    if (reached()) return;
    await sendKeys({ press: 'Tab' });
  }
  throw new Error(`Tab never reached ${what}`);
}

export function formContract(c: ContractCase, open: (extra?: Record<string, string>) => Promise<Picker>, heard: Heard) {
  it(`in a <form>: required and empty it is invalid and says ${c.empty.text}; it submits the confirmed ids under its name, one entry per id, and shows them again; reset empties it; a disabled fieldset leaves it out and it cannot open`, async () => {
    const form = document.body.appendChild(document.createElement('form'));
    const fieldset = form.appendChild(document.createElement('fieldset'));
    try {
      const el = (await open({ name: 'ids', required: '' })) as Field;
      fieldset.append(el);
      const sent = () => new FormData(form).getAll('ids');
      expect([el.form === form, sent().length, el.checkValidity(), el.matches(':invalid'), el.validationMessage]).to.deep.equal([true, 0, false, true, c.empty.text]);

      const answer = el.show();
      await ready(el, c);
      const [a, b] = idsOf(el, c) as [string, string];
      tick(el, c, a);
      tick(el, c, b);
      await chosen(el, 2);
      button(el, 'confirm')!.click();
      await answer;
      await closed(el);
      const ids = [String(idOf(c, a)), String(idOf(c, b))];
      expect([sent(), el.checkValidity(), el.matches(':valid')]).to.deep.equal([ids, true, true]);

      void el.show();
      await ready(el, c);
      await waitFor(() => rowOf(el, c, a) && ticked(el, c, a) && ticked(el, c, b), 'the confirmed choice shown again');
      el.hide();
      await closed(el);

      form.reset();
      expect([sent().length, el.checkValidity()], 'after reset').to.deep.equal([0, false]);
      // no box of its own for the browser's bubble: the picker says it
      el.reportValidity();
      await messageOf(el, c.empty.text);
      el.setAttribute('selected-ids', JSON.stringify([idOf(c, a)]));
      expect(sent(), 'the attribute').to.deep.equal([ids[0]]);
      fieldset.disabled = true;
      expect([sent().length, el.matches(':disabled'), el.checkValidity()], 'in a disabled fieldset').to.deep.equal([0, true, true]);
      expect(await el.show(), 'show() of a disabled picker').to.equal(null);
      await settle(100);
      expect([el.open, drawerOf(el) === null]).to.deep.equal([false, true]);
    } finally {
      form.remove();
    }
  });

  it('keyboard only: Enter on the page’s button opens it, Tab reaches a row, Space ticks it, Tab reaches 确定, Enter confirms; focus goes back to the button', async () => {
    const el = await open();
    const opener = document.body.appendChild(Object.assign(document.createElement('button'), { textContent: '选择' }));
    opener.addEventListener('click', () => void el.show());
    try {
      opener.focus();
      await sendKeys({ press: 'Enter' });
      await ready(el, c);
      const focusedRow = () => rowsOf(el, c).find((row) => row.contains(deepActive()));
      await tabUntil(() => !!focusedRow(), 'a row');
      const id = c.body.id(focusedRow()!);
      await sendKeys({ press: 'Space' });
      await waitFor(() => ticked(el, c, id), 'the row ticked by Space');
      await chosen(el, 1);
      await tabUntil(() => deepActive() === button(el, 'confirm'), '确定');
      await sendKeys({ press: 'Enter' });
      await waitFor(() => heard.of('bo-confirm').length === 1, 'confirmed by Enter');
      expect(heard.of('bo-confirm')[0]!.detail.ids).to.deep.equal([idOf(c, id)]);
      await closed(el);
      await waitFor(() => document.activeElement === opener, 'focus back on the button');
    } finally {
      opener.remove();
    }
  });
}
