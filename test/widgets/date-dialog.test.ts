import { expect } from 'chai';
import dayjs from 'dayjs';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/bo-date-dialog';
import { $, $$, captureWarnings, listen, mount, settle, unmountAll, waitFor } from '../helpers';

type DateDialogElement = HTMLElementTagNameMap['bo-date-dialog'];

const surfaceOf = (el: Element) => $(el, '[data-bo-date-dialog]');

/** Waits until the element's animations (Fluent's enter and exit motions) have ended. */
const endMotion = (el: Element) =>
  waitFor(() => el.shadowRoot!.getAnimations().every((a) => a.playState === 'finished'), 'motion ended');

/** Waits until the dialog is shown and its enter motion has ended. */
async function opened(el: DateDialogElement): Promise<HTMLElement> {
  const surface = await waitFor(() => surfaceOf(el), 'the dialog surface');
  await endMotion(el);
  expect(surface.getAnimations({ subtree: true }).every((a) => a.playState === 'finished')).to.equal(true);
  return surface;
}

/** Waits until the dialog's exit motion has ended and the surface is gone. */
const closed = (el: DateDialogElement) =>
  waitFor(() => {
    void endMotion(el);
    return !surfaceOf(el);
  }, 'the dialog to close');
const inputOf = (el: Element) => $<HTMLInputElement>(el, 'input')!;
const button = (el: Element, action: 'confirm' | 'cancel') => $(el, `[data-action="${action}"]`)!;
const dayButton = (el: Element, date: string) => {
  const d = dayjs(date);
  return $<HTMLButtonElement>(el, `button[aria-label="${d.date()}, ${d.month() + 1}月, ${d.year()}"]`);
};

/** Replaces the input's text by typing, as a user would. */
async function typeDate(el: DateDialogElement, text: string) {
  const input = inputOf(el);
  input.focus();
  input.select();
  await sendKeys({ type: text });
  await settle();
}

describe('<bo-date-dialog> (spec 2, handling-date dialog)', () => {
  let heard: ReturnType<typeof listen>;
  beforeEach(() => {
    heard = listen('bo-confirm', 'bo-cancel', 'bo-error');
  });
  afterEach(() => {
    heard.stop();
    unmountAll();
  });

  it('stays closed without `open`', async () => {
    const el = await mount('bo-date-dialog');
    await settle(100);
    expect(surfaceOf(el)).to.equal(null);
    expect(el.open).to.equal(false);
  });

  it('the open attribute opens a modal dialog inside the shadow root, titled 选择办理日期 with the field 办理日期', async () => {
    const el = await mount('bo-date-dialog', { open: '' });
    const surface = await opened(el);
    expect(surface.getAttribute('role')).to.equal('dialog');
    expect(surface.getAttribute('aria-modal')).to.equal('true');
    expect(el.shadowRoot!.contains(surface)).to.equal(true);
    expect(document.body.querySelector('[role="dialog"]')).to.equal(null);
    expect($(el, 'h2')!.textContent).to.equal('选择办理日期');
    expect($(el, 'label')!.textContent).to.equal('办理日期');
    expect(button(el, 'cancel').textContent).to.equal('取消');
    expect(button(el, 'confirm').textContent).to.equal('确定');
  });

  it('is centred in the viewport once its enter motion has ended', async () => {
    const el = await mount('bo-date-dialog', { open: '' });
    const box = (await opened(el)).getBoundingClientRect();
    expect(box.width).to.be.greaterThan(300);
    expect(Math.abs(box.left + box.width / 2 - innerWidth / 2)).to.be.lessThan(2);
    expect(box.top).to.be.greaterThan(0);
    expect(box.bottom).to.be.at.most(innerHeight);
  });

  it('title and label attributes replace the defaults', async () => {
    const el = await mount('bo-date-dialog', { open: '', title: '选择入库日期', label: '入库日期' });
    await opened(el);
    expect($(el, 'h2')!.textContent).to.equal('选择入库日期');
    expect($(el, 'label')!.textContent).to.equal('入库日期');
  });

  it('opens on today, shown as yyyy-MM-dd', async () => {
    const el = await mount('bo-date-dialog', { open: '' });
    await opened(el);
    expect(inputOf(el).value).to.equal(dayjs().format('YYYY-MM-DD'));
    expect(inputOf(el).value).to.match(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('the calendar is Chinese: weeks run 一 to 日, the header reads 2024年3月', async () => {
    const el = await mount('bo-date-dialog', { open: '', value: '2024-03-10' });
    await opened(el);
    const week = $$(el, 'th[scope="col"]').map((th) => th.textContent);
    expect(week).to.deep.equal(['一', '二', '三', '四', '五', '六', '日']);
    expect($(el, '.fui-CalendarDay__monthAndYear')!.textContent).to.equal('2024年3月');
    expect($(el, '[data-bo-date-dialog]')!.textContent).to.contain('回到今天');
  });

  it('the value attribute preselects its day', async () => {
    const el = await mount('bo-date-dialog', { open: '', value: '2023-11-05' });
    await opened(el);
    expect(inputOf(el).value).to.equal('2023-11-05');
    expect(dayButton(el, '2023-11-05')!.closest('td')!.getAttribute('aria-selected')).to.equal('true');
  });

  it('clicking a day and 确定 dispatches bo-confirm with that day and closes', async () => {
    const el = await mount('bo-date-dialog', { open: '', value: '2024-03-10' });
    await opened(el);
    dayButton(el, '2024-03-15')!.click();
    await settle();
    expect(inputOf(el).value).to.equal('2024-03-15');
    button(el, 'confirm').click();
    await closed(el);
    expect(heard.of('bo-confirm').map((e) => e.detail)).to.deep.equal([{ date: '2024-03-15' }]);
    expect(heard.last('bo-confirm')!.target).to.equal(el);
    expect(el.hasAttribute('open')).to.equal(false);
    expect(el.open).to.equal(false);
    expect(heard.of('bo-cancel')).to.have.length(0);
  });

  it('typing a valid day moves the calendar; 确定 confirms it', async () => {
    const el = await mount('bo-date-dialog', { open: '', value: '2024-03-10' });
    await opened(el);
    await typeDate(el, '2024-02-29');
    expect($(el, '.fui-CalendarDay__monthAndYear')!.textContent).to.equal('2024年2月');
    expect(dayButton(el, '2024-02-29')!.closest('td')!.getAttribute('aria-selected')).to.equal('true');
    button(el, 'confirm').click();
    await closed(el);
    expect(heard.of('bo-confirm').map((e) => e.detail)).to.deep.equal([{ date: '2024-02-29' }]);
  });

  it('Enter in the input confirms', async () => {
    const el = await mount('bo-date-dialog', { open: '' });
    await opened(el);
    await typeDate(el, '2025-01-31');
    await sendKeys({ press: 'Enter' });
    await closed(el);
    expect(heard.of('bo-confirm').map((e) => e.detail)).to.deep.equal([{ date: '2025-01-31' }]);
  });

  for (const bad of ['abc', '2023-02-29', '2024-3-5']) {
    it(`typing "${bad}" and 确定 shows 请选择日期 under the field, keeps the text and does not confirm`, async () => {
      const el = await mount('bo-date-dialog', { open: '' });
      await opened(el);
      await typeDate(el, bad);
      button(el, 'confirm').click();
      await settle(100);
      expect($(el, '.fui-Field__validationMessage')!.textContent).to.equal('请选择日期');
      expect(inputOf(el).value).to.equal(bad);
      expect(surfaceOf(el)).to.exist;
      expect(el.open).to.equal(true);
      expect(heard.of('bo-confirm')).to.have.length(0);
    });
  }

  it('min and max bound the calendar and the typed day', async () => {
    const el = await mount('bo-date-dialog', { open: '', value: '2024-03-10', min: '2024-03-05', max: '2024-03-20' });
    await opened(el);
    expect(dayButton(el, '2024-03-04')!.disabled).to.equal(true);
    expect(dayButton(el, '2024-03-05')!.disabled).to.equal(false);
    expect(dayButton(el, '2024-03-21')!.disabled).to.equal(true);
    await typeDate(el, '2024-03-01');
    button(el, 'confirm').click();
    await settle();
    expect($(el, '.fui-Field__validationMessage')!.textContent).to.equal('日期不能早于 2024-03-05');
    await typeDate(el, '2024-04-01');
    button(el, 'confirm').click();
    await settle();
    expect($(el, '.fui-Field__validationMessage')!.textContent).to.equal('日期不能晚于 2024-03-20');
    expect(heard.of('bo-confirm')).to.have.length(0);
  });

  it('取消 dispatches bo-cancel and closes', async () => {
    const el = await mount('bo-date-dialog', { open: '' });
    await opened(el);
    button(el, 'cancel').click();
    await closed(el);
    expect(heard.of('bo-cancel')).to.have.length(1);
    expect(heard.of('bo-confirm')).to.have.length(0);
    expect(el.hasAttribute('open')).to.equal(false);
  });

  it('the close button dispatches bo-cancel and closes', async () => {
    const el = await mount('bo-date-dialog', { open: '' });
    await opened(el);
    $(el, 'button[aria-label="关闭"]')!.click();
    await closed(el);
    expect(heard.of('bo-cancel')).to.have.length(1);
    expect(el.hasAttribute('open')).to.equal(false);
  });

  it('Escape dispatches bo-cancel once and closes, from the input and from the calendar', async () => {
    const el = await mount('bo-date-dialog', { open: '', value: '2024-03-10' });
    await opened(el);
    inputOf(el).focus();
    await sendKeys({ press: 'Escape' });
    await closed(el);
    expect(heard.of('bo-cancel')).to.have.length(1);
    expect(el.hasAttribute('open')).to.equal(false);

    el.open = true;
    await opened(el);
    dayButton(el, '2024-03-10')!.closest('td')!.focus();
    await sendKeys({ press: 'Escape' });
    await closed(el);
    expect(heard.of('bo-cancel')).to.have.length(2);
    expect(heard.of('bo-confirm')).to.have.length(0);
  });

  it('a click on the backdrop leaves it open', async () => {
    const el = await mount('bo-date-dialog', { open: '' });
    await opened(el);
    const backdrop = $(el, '.fui-DialogSurface__backdrop')!;
    backdrop.click();
    await settle(100);
    expect(surfaceOf(el)).to.exist;
    expect(heard.events).to.have.length(0);
  });

  it('reopening starts again from the value attribute', async () => {
    const el = await mount('bo-date-dialog', { open: '', value: '2024-03-10' });
    await opened(el);
    await typeDate(el, '2024-03-18');
    button(el, 'cancel').click();
    await closed(el);
    el.setAttribute('open', '');
    await opened(el);
    expect(inputOf(el).value).to.equal('2024-03-10');
  });

  it('show() resolves with the chosen day, and focus goes back to the button that opened the dialog', async () => {
    const el = await mount('bo-date-dialog', { value: '2024-03-10' });
    const opener = document.body.appendChild(Object.assign(document.createElement('button'), { textContent: '选择日期' }));
    opener.focus();
    const answer = el.show();
    await opened(el);
    expect(el.open).to.equal(true);
    dayButton(el, '2024-03-12')!.click();
    await settle();
    button(el, 'confirm').click();
    expect(await answer).to.equal('2024-03-12');
    await closed(el);
    await waitFor(() => document.activeElement === opener, 'focus back on the opener');
    opener.remove();
  });

  it('is form-associated: a plain <form> submits the chosen day under its name, and reset restores it', async () => {
    const form = document.createElement('form');
    form.innerHTML = '<bo-date-dialog name="handled_at" value="2024-03-10"></bo-date-dialog>';
    document.body.append(form);
    const el = form.firstElementChild as DateDialogElement;
    try {
      expect(new FormData(form).get('handled_at')).to.equal('2024-03-10');
      const answer = el.show();
      await opened(el);
      dayButton(el, '2024-03-21')!.click();
      await settle();
      button(el, 'confirm').click();
      expect(await answer).to.equal('2024-03-21');
      expect(el.value).to.equal('2024-03-21');
      expect(new FormData(form).get('handled_at')).to.equal('2024-03-21');
      form.reset();
      expect(new FormData(form).get('handled_at')).to.equal('2024-03-10');
      await closed(el);
    } finally {
      form.remove();
    }
  });

  it('show() resolves with null on cancel, and on hide()', async () => {
    const el = await mount('bo-date-dialog');
    const cancelled = el.show();
    await opened(el);
    button(el, 'cancel').click();
    expect(await cancelled).to.equal(null);
    await closed(el);

    const hidden = el.show();
    await opened(el);
    el.hide();
    expect(await hidden).to.equal(null);
    await closed(el);
    expect(heard.of('bo-cancel')).to.have.length(1);
  });

  for (const bad of ['2024-13-45', 'abc']) {
    it(`a bad value "${bad}" warns, dispatches bo-error and falls back to today`, async () => {
      let el!: DateDialogElement;
      const warnings = await captureWarnings(async () => {
        el = await mount('bo-date-dialog', { value: bad, open: '' });
      });
      expect(warnings.some((w) => w.includes(`value="${bad}"`))).to.equal(true);
      const errors = heard.of('bo-error').map((e) => e.detail as { attribute: string; value: string });
      expect(errors.map((d) => [d.attribute, d.value])).to.deep.equal([['value', bad]]);
      expect(el.value).to.equal(undefined);
      await opened(el);
      expect(inputOf(el).value).to.equal(dayjs().format('YYYY-MM-DD'));
    });
  }
});
