/**
 * <bo-serial-batch> (spec 3 §2.12, §5 "Serial batch"): what the user sees and types in both modes, the
 * spec's messages at the fields, and what bo-confirm / show() give back.
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/bo-serial-batch';
import { $, $$, captureWarnings, listen, mount, settle, textOf, unmountAll, waitFor } from '../helpers';

type Batch = HTMLElementTagNameMap['bo-serial-batch'];

const input = (el: Element, name: string) => $<HTMLInputElement>(el, `[data-field="${name}"] input`)!;
const errorAt = (el: Element, name: string) => ($(el, `[data-field="${name}"] [id$="__validationMessage"], [data-field="${name}"] [role="alert"]`)?.textContent ?? '').trim();
const endShown = (el: Element) => $<HTMLInputElement>(el, '[data-serial-end]')!.value;
const confirm = (el: Element) => $<HTMLButtonElement>(el, '[data-action="confirm"]')!.click();
const retype = async (el: Element, name: string, text: string) => {
  const box = input(el, name);
  box.focus();
  box.select();
  await sendKeys({ press: 'Backspace' });
  if (text) await sendKeys({ type: text });
  await settle();
};
const opened = async (attributes: Record<string, string> = {}) => {
  const el = (await mount('bo-serial-batch', attributes)) as Batch;
  const answer = el.show() as Promise<string[] | null>;
  await waitFor(() => $(el, '[data-field="start"] input'), 'the drawer');
  return { el, answer };
};
const toSingle = async (el: Element) => {
  $$<HTMLButtonElement>(el, '[role="tab"]')[1]!.click();
  await waitFor(() => $(el, '[data-serial-row]'), 'the one-by-one rows');
};
const rowInputs = (el: Element) => $$<HTMLInputElement>(el, '[data-serial-row] input');

describe('<bo-serial-batch>', () => {
  afterEach(unmountAll);

  it('opens on the defaults (start 001, count 5, interval 1, no prefix) and gives 001…005 with the end shown', async () => {
    const events = listen('bo-confirm');
    const { el, answer } = await opened();
    expect([input(el, 'prefix').value, input(el, 'start').value, input(el, 'count').value, input(el, 'interval').value]).to.deep.equal(['', '001', '5', '1']);
    expect(endShown(el)).to.equal('005');
    expect(textOf(el)).to.contain('001, 002, 003, …, 005（共 5 个）');
    confirm(el);
    expect(await answer).to.deep.equal(['001', '002', '003', '004', '005']);
    expect(events.last('bo-confirm')!.detail).to.deep.equal({ serials: ['001', '002', '003', '004', '005'], mode: 'sequential' });
    expect(el.open, 'closed').to.equal(false);
  });

  it('keeps the zero padding, carries past it (0099 → 0100), adds the prefix and follows the typing', async () => {
    const { el, answer } = await opened({ prefix: 'SN-' });
    await retype(el, 'start', '0099');
    await retype(el, 'count', '3');
    await retype(el, 'interval', '2');
    expect(endShown(el)).to.equal('SN-0103');
    confirm(el);
    expect(await answer).to.deep.equal(['SN-0099', 'SN-0101', 'SN-0103']);
  });

  it('refuses letters in the start with 只能输入数字 (what was typed stays), and 0 or a non-number in count and interval with their messages', async () => {
    const { el } = await opened();
    input(el, 'start').focus();
    await sendKeys({ type: 'a' });
    await settle();
    expect(input(el, 'start').value, 'the text is kept as typed').to.equal('001a');
    expect(errorAt(el, 'start')).to.equal('只能输入数字');
    expect(endShown(el), 'no end from a start that is not digits').to.equal('');
    await retype(el, 'start', '001');
    await retype(el, 'count', '0');
    expect(errorAt(el, 'count')).to.equal('输入的数字不能为0');
    expect(endShown(el), 'no end while the count is 0').to.equal('');
    await retype(el, 'interval', '');
    input(el, 'interval').focus();
    await sendKeys({ type: '-' });
    await settle();
    expect(errorAt(el, 'interval')).to.equal('数字必须大于0');
  });

  it('keeps a pasted start or count that is not a whole number as it was pasted, says why, and 确定 gives nothing until it is (DECISIONS 2026-12-02)', async () => {
    const events = listen('bo-confirm');
    const { el } = await opened();
    for (const [field, text, message] of [
      ['start', '1.5', '只能输入数字'],
      ['start', '12a', '只能输入数字'],
      ['start', '-1', '只能输入数字'],
      ['count', '-3', '数字必须大于0'],
    ] as const) {
      await retype(el, 'start', '001');
      await retype(el, 'count', '5');
      await retype(el, field, text);
      expect(input(el, field).value, `${field} ${text} kept`).to.equal(text);
      expect(errorAt(el, field), `${field} ${text}`).to.equal(message);
      expect(endShown(el), `${field} ${text}: no end`).to.equal('');
      confirm(el);
      await settle(100);
      expect(events.of('bo-confirm'), `${field} ${text}: nothing generated`).to.have.length(0);
      expect(el.open).to.equal(true);
    }
    // made valid, it generates from what the user typed
    await retype(el, 'start', '15');
    await retype(el, 'count', '3');
    confirm(el);
    await waitFor(() => events.of('bo-confirm').length === 1, 'bo-confirm');
    expect(events.last('bo-confirm')!.detail).to.deep.equal({ serials: ['15', '16', '17'], mode: 'sequential' });
  });

  it('a submit with the start, count or interval empty says 请输入起始值、数量和间隔, focuses it and gives nothing', async () => {
    const events = listen('bo-confirm');
    const { el } = await opened();
    await retype(el, 'count', '');
    confirm(el);
    await waitFor(() => errorAt(el, 'count') === '请输入起始值、数量和间隔', 'the message at the count');
    expect(el.shadowRoot!.activeElement === input(el, 'count') || document.activeElement === el, 'the count is focused').to.equal(true);
    expect(events.of('bo-confirm')).to.have.length(0);
    expect(el.open).to.equal(true);
  });

  it('refuses a count above max-count, and counts a long start exactly', async () => {
    const { el, answer } = await opened({ 'max-count': '3' });
    await retype(el, 'count', '4');
    expect(errorAt(el, 'count')).to.equal('数量不能超过3');
    await retype(el, 'count', '2');
    await retype(el, 'start', '99999999999999999999');
    expect(endShown(el)).to.equal('100000000000000000000');
    confirm(el);
    expect(await answer).to.deep.equal(['99999999999999999999', '100000000000000000000']);
  });

  it('one by one: Enter adds a row below (focused), every row must be filled (请输入序列号), one row always stays', async () => {
    const events = listen('bo-confirm');
    const { el, answer } = await opened();
    await toSingle(el);
    const remove = () => $$<HTMLButtonElement>(el, '[data-serial-row] button');
    expect(rowInputs(el)).to.have.length(1);
    expect(remove()[0]!.disabled, 'the only row cannot be deleted').to.equal(true);
    rowInputs(el)[0]!.focus();
    await sendKeys({ type: 'A-1' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => rowInputs(el).length === 2, 'a second row');
    expect(el.open, 'Enter did not submit').to.equal(true);
    await sendKeys({ type: 'A-3' });
    rowInputs(el)[0]!.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => rowInputs(el).length === 3, 'a row below the first');
    expect(rowInputs(el).map((i) => i.value)).to.deep.equal(['A-1', '', 'A-3']);
    confirm(el);
    await waitFor(() => errorAt(el, 'rows.1.value') === '请输入序列号', 'the empty row says so');
    expect(events.of('bo-confirm')).to.have.length(0);
    rowInputs(el)[1]!.focus();
    await sendKeys({ type: 'A-2' });
    await settle();
    confirm(el);
    expect(await answer).to.deep.equal(['A-1', 'A-2', 'A-3']);
    expect(events.last('bo-confirm')!.detail).to.deep.equal({ serials: ['A-1', 'A-2', 'A-3'], mode: 'single' });
  });

  it('cancel gives null and bo-cancel; each opening starts afresh from the attributes', async () => {
    const events = listen('bo-cancel');
    const { el, answer } = await opened({ start: '7', mode: 'sequential' });
    await retype(el, 'start', '12');
    $<HTMLButtonElement>(el, '[data-action="cancel"]')!.click();
    expect(await answer).to.equal(null);
    expect(events.of('bo-cancel')).to.have.length(1);
    void el.show();
    await waitFor(() => input(el, 'start')?.value === '7', 'the start from the attribute again');
  });

  it('a bad attribute warns and falls back (start with letters, count 0)', async () => {
    let el!: Batch;
    const warnings = await captureWarnings(async () => {
      el = (await mount('bo-serial-batch', { start: 'x1', count: '0' })) as Batch;
    });
    expect(warnings.join('\n')).to.contain('start="x1" is not valid').and.to.contain('count="0" is not valid');
    void el.show();
    await waitFor(() => $(el, '[data-field="start"] input'), 'the drawer');
    expect([input(el, 'start').value, input(el, 'count').value]).to.deep.equal(['001', '5']);
  });
});
