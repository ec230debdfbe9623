import { expect } from 'chai';
import '../../elements/bo-approval-button';
import { $, listen, mount, settle, textOf, unmountAll } from '../helpers';

describe('<bo-approval-button> (spec 3 §2.3)', () => {
  afterEach(unmountAll);

  const labels: [string, string][] = [
    ['1', '审批'],
    ['2', '再审批'],
    ['3', '追溯'],
    ['4', '变更'],
    ['5', '再变更'],
  ];
  for (const [value, label] of labels) {
    it(`value ${value} shows a button labelled ${label}`, async () => {
      const el = await mount('bo-approval-button', { value });
      const button = $(el, 'button');
      expect(button, 'button').to.exist;
      expect(button!.textContent).to.equal(label);
      expect(textOf(el)).to.equal(label);
    });
  }

  for (const value of ['0', '6', '-1', '1.5', undefined]) {
    it(`value ${value ?? '(none)'} renders no button at all`, async () => {
      const el = await mount('bo-approval-button', value === undefined ? {} : { value });
      expect($(el, 'button')).to.equal(null);
      expect(textOf(el)).to.equal('');
    });
  }

  it('is exactly 88 px wide', async () => {
    const el = await mount('bo-approval-button', { value: '2' });
    expect($(el, 'button')!.getBoundingClientRect().width).to.equal(88);
  });

  it('primary by default, secondary on request', async () => {
    const primary = await mount('bo-approval-button', { value: '1' });
    const secondary = await mount('bo-approval-button', { value: '1', appearance: 'secondary' });
    const bg = (el: HTMLElement) => getComputedStyle($(el, 'button')!).backgroundColor;
    expect(bg(primary)).to.equal('rgb(15, 108, 189)');
    expect(bg(secondary)).to.equal('rgb(255, 255, 255)');
  });

  it('exposes the button as ::part(button)', async () => {
    const el = await mount('bo-approval-button', { value: '1' });
    expect($(el, '[part="button"]')).to.equal($(el, 'button'));
  });

  it('a click dispatches bo-click with the value, heard on document', async () => {
    const heard = listen('bo-click');
    try {
      const el = await mount('bo-approval-button', { value: '4' });
      $(el, 'button')!.click();
      await settle();
      expect(heard.of('bo-click').map((e) => e.detail)).to.deep.equal([{ value: 4 }]);
      expect(heard.last('bo-click')!.target).to.equal(el);
    } finally {
      heard.stop();
    }
  });

  it('a disabled button does not dispatch bo-click', async () => {
    const heard = listen('bo-click');
    try {
      const el = await mount('bo-approval-button', { value: '3', disabled: '' });
      const button = $<HTMLButtonElement>(el, 'button')!;
      expect(button.disabled).to.equal(true);
      button.click();
      button.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
      await settle();
      expect(heard.of('bo-click')).to.have.length(0);
    } finally {
      heard.stop();
    }
  });

  it('follows value changes: shows, relabels and hides the button', async () => {
    const el = await mount('bo-approval-button', {});
    expect($(el, 'button')).to.equal(null);
    el.value = 5;
    await settle();
    expect(textOf(el)).to.equal('再变更');
    el.setAttribute('value', '9');
    await settle();
    expect($(el, 'button')).to.equal(null);
  });
});
