/**
 * The server-rendered form host page (demo/hosts/form.html, docs/hosts/forms.md): a <form method="post">
 * with a named, required goods picker, a named date dialog and a plain input posts to the server
 * (POST /api/form-echo, answered by scripts/host-server.mjs), and the test reads what arrived.
 */
import { expect } from 'chai';
import { $, $$, settle, waitFor, SLOW } from '../helpers';
import { confirm, goodsName, hostPageHooks, openHostPage, tickFirst, type HostPage, type Picker } from './host-page';

type Field = Picker & { form: HTMLFormElement | null; selectedIds: unknown[]; validationMessage: string };

/** Submits the page's form as a user does and gives the fields the server received, in order. */
async function submitted(page: HostPage) {
  const arrived = new Promise((resolve) => page.frame.addEventListener('load', resolve, { once: true }));
  page.click('button[type="submit"]');
  await arrived;
  return [...page.document.querySelectorAll('#received tr')].map((tr) => [tr.querySelector('th')!.textContent, tr.querySelector('td')!.textContent]);
}

/** Opens the picker with its button, ticks a row besides the server's [3] and confirms; gives its id. */
async function pickAnother(page: HostPage, picker: Field) {
  page.click('[data-open="bo-goods-picker"]');
  await waitFor(() => $(picker, '[data-row-id="3"][aria-selected="true"]'), 'the saved choice ticked');
  const id = await tickFirst(picker);
  await confirm(picker);
  return id;
}

describe('host page: server-rendered form post (demo/hosts/form.html)', function () {
  this.timeout(30000 * SLOW);
  hostPageHooks();

  it('posts the plain field, the picked ids (one entry each) and the chosen date to the server', async () => {
    const page = await openHostPage('form.html');
    const form = page.find<HTMLFormElement>('form');
    const picker = page.find<Field>('bo-goods-picker');
    expect(picker.form === form, 'el.form').to.equal(true);
    const id = await pickAnother(page, picker);
    await waitFor(() => page.text('#goods') === `已选：${[goodsName(3), goodsName(id)].join('、')}`, 'the names in the page');

    const dialog = page.find<Field>('bo-date-dialog');
    page.click('[data-open="bo-date-dialog"]');
    const day = await waitFor(() => $<HTMLButtonElement>(dialog, 'button[aria-label="25, 11月, 2026"]'), 'the calendar on the saved month');
    await waitFor(() => dialog.shadowRoot!.getAnimations().every((a) => a.playState === 'finished'), 'motion ended');
    day.click();
    await waitFor(() => $<HTMLInputElement>(dialog, 'input')!.value === '2026-11-25', 'the day in the field');
    $(dialog, '[data-action="confirm"]')!.click();
    await waitFor(() => page.text('#handled-at') === '办理日期：2026-11-25', 'the date in the page');

    page.find<HTMLInputElement>('input[name="order_no"]').value = 'PO-2026-0043';
    expect(await submitted(page)).to.deep.equal([
      ['order_no', 'PO-2026-0043'],
      ['goods_ids', '3'],
      ['goods_ids', id],
      ['handled_at', '2026-11-25'],
    ]);
  });

  it('reset returns to what the server rendered, and that is what posts', async () => {
    const page = await openHostPage('form.html');
    const picker = page.find<Field>('bo-goods-picker');
    await pickAnother(page, picker);
    await waitFor(() => page.text('#goods').includes('、'), 'two names in the page');
    page.click('button[type="reset"]');
    // a reset button's click resets the elements in a microtask (a custom element reaction)
    await waitFor(() => JSON.stringify(picker.selectedIds) === '[3]', 'the picker back to selected-ids="[3]"');
    expect(page.text('#goods')).to.equal('已选：耐用办公椅 A4');
    expect(await submitted(page)).to.deep.equal([
      ['order_no', 'PO-2026-0042'],
      ['goods_ids', '3'],
      ['handled_at', '2026-11-22'],
    ]);
  });

  it('with nothing chosen the required picker stops the post and says why', async () => {
    const page = await openHostPage('form.html');
    const picker = page.find<Field>('bo-goods-picker');
    page.click('#clear-goods');
    expect([JSON.stringify(picker.selectedIds), picker.matches(':invalid')]).to.deep.equal(['[]', true]);
    await settle(); // the user's next click
    page.click('button[type="submit"]');
    const message = picker.validationMessage;
    expect(message).to.not.equal('');
    await waitFor(() => $$(picker, '[data-intent]').some((toast) => toast.textContent!.includes(message)), `the message ${message}`);
    expect(page.window.location.pathname, 'no post').to.equal('/demo/hosts/form.html');
  });
});
