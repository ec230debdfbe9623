/**
 * The kit's MoneyField (amounts as yuan text with two decimals, checked without floats) and NestedElement
 * (another bo element inside a shadow root: attributes in, bo-change kept inside), through a probe element.
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { heard } from './nested-probe';
import { $, listen, mount, settle, unmountAll, waitFor } from '../helpers';

type El = HTMLElement;
const input = (el: El) => $<HTMLInputElement>(el, '[data-field="amount"] input')!;
const fieldText = (el: El) => $(el, '[data-field="amount"]')!.textContent ?? '';
const submit = async (el: El) => {
  $<HTMLButtonElement>(el, '[data-action="submit"]')!.click();
  await settle(50);
};
async function type(el: El, text: string) {
  const box = input(el);
  box.focus();
  box.select();
  await sendKeys({ press: 'Backspace' });
  if (text) await sendKeys({ type: text });
  await settle();
}

describe('MoneyField', () => {
  let el: El;
  beforeEach(async () => {
    heard.submitted.length = 0;
    el = await mount('bo-test-nested');
  });
  afterEach(unmountAll);

  it('leaving the field writes two decimals, and the form gets that text', async () => {
    await type(el, '1234.5');
    input(el).blur();
    await settle();
    expect(input(el).value).to.equal('1234.50');
    await submit(el);
    expect(heard.submitted).to.deep.equal([{ amount: '1234.50' }]);
  });

  for (const [typed, message] of [['abc', '请输入数字'], ['-3', '不能小于 0'], ['1.005', '最多 2 位小数'], ['', '请输入金额']]) {
    it(`refuses ${JSON.stringify(typed)} with ${message}, keeping what was typed`, async () => {
      await type(el, typed!);
      input(el).blur();
      await submit(el);
      await waitFor(() => fieldText(el).includes(message!), message!);
      expect(input(el).value).to.equal(typed);
      expect(heard.submitted).to.have.length(0);
    });
  }
});

describe('NestedElement', () => {
  afterEach(unmountAll);

  it('passes attributes in, hands the nested bo-change to its handler and keeps it from the page', async () => {
    const events = listen('bo-change');
    const el = await mount('bo-test-nested');
    const pager = await waitFor(() => $(el, 'bo-pagination'), 'the nested pager');
    expect(pager.getAttribute('total')).to.equal('57');
    expect(pager.getAttribute('lang')).to.equal('zh-CN');
    const page2 = await waitFor(() => pager.shadowRoot?.querySelector<HTMLButtonElement>('button[aria-label="第 2 页"]'), 'page 2');
    page2.click();
    await waitFor(() => $(el, '[data-testid="page"]')!.textContent === '2', 'the handler heard page 2');
    expect(events.of('bo-change')).to.have.length(0);
    $<HTMLButtonElement>(el, '[data-action="more"]')!.click();
    await waitFor(() => pager.getAttribute('total') === '200', 'the attribute follows');
    events.stop();
  });
});
