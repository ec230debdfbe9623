import { expect } from 'chai';
import { BoTestProbe } from './probe';
import { $, captureWarnings, listen, mount, mountedRoots, settle, textOf, unmountAll, waitFor } from '../helpers';

const values = (el: HTMLElement) => JSON.parse($(el, '[data-testid="values"]')!.textContent!);

describe('element runtime: attributes', () => {
  afterEach(unmountAll);

  it('booleans follow HTML: present (no value, "true" or its name) is true, "false" false, absent the default; another value warns and keeps the default', async () => {
    const host = document.createElement('div');
    host.innerHTML = '<bo-test-probe flag></bo-test-probe><bo-test-probe flag="true"></bo-test-probe><bo-test-probe flag="false" on="false"></bo-test-probe><bo-test-probe></bo-test-probe><bo-test-probe flag="flag"></bo-test-probe>';
    const warnings = await captureWarnings(async () => {
      document.body.append(host);
      await waitFor(() => [...host.children].every((e) => e.shadowRoot?.querySelector('[data-testid="values"]')), 'all rendered');
    });
    expect(warnings).to.deep.equal([]);
    const els = [...host.children] as HTMLElement[];
    expect(els.map((e) => values(e).flag)).to.deep.equal([true, true, false, false, true]);
    const errors = listen('bo-error');
    const bad = await captureWarnings(async () => {
      els[3].setAttribute('flag', 'null');
      els[3].setAttribute('on', '{}');
      await settle();
    });
    errors.stop();
    expect(bad.join(' ')).to.contain('flag').and.contain('on');
    expect(errors.of('bo-error').map((e) => (e.detail as { attribute: string }).attribute)).to.include.members(['flag', 'on']);
    expect([values(els[3]).flag, values(els[3]).on], 'the defaults kept').to.deep.equal([false, true]);
    expect(values(els[2]).on).to.equal(false);
    expect(values(els[3]).on, 'default true').to.equal(true);
    els[0].removeAttribute('flag');
    els[2].removeAttribute('on');
    await settle();
    expect(values(els[0]).flag, 'removed → default').to.equal(false);
    expect(values(els[2]).on, 'removed → default true').to.equal(true);
    host.remove();
  });

  it('parses kebab-case attributes into camelCase properties: numbers, JSON, enums', async () => {
    const el = await mount('bo-test-probe', { count: '25', items: '["甲","乙"]', mode: 'b', label: '名称' });
    expect(values(el)).to.include({ count: 25, mode: 'b', label: '名称' });
    expect(el.items).to.deep.equal(['甲', '乙']);
    expect(el.count).to.equal(25);
  });

  it('lists take the forms hosts write: JSON, comma-joined text (Vue, template engines, setAttribute with an array), empty', async () => {
    const el = await mount('bo-test-probe', { ids: '1,2', sizes: '[5, 50]' });
    expect([el.ids, el.sizes]).to.deep.equal([[1, 2], [5, 50]]);
    const forms: [string, unknown[]][] = [
      ['[1,"A2"]', [1, 'A2']],
      ['3, A4 ,007', [3, 'A4', '007']], // an id is a number only where the text is exactly one
      ['12', [12]],
      ['', []],
      [' ', []],
    ];
    for (const [text, ids] of forms) {
      el.setAttribute('ids', text);
      expect(el.ids, text).to.deep.equal(ids);
    }
    el.setAttribute('ids', String([7, 8])); // what a host's setAttribute('ids', [7, 8]) writes
    el.setAttribute('sizes', String([15, 30]));
    await settle();
    expect([values(el).ids, values(el).sizes]).to.deep.equal([[7, 8], [15, 30]]);
    // numbers must be numbers; an empty item is refused
    const log = listen('bo-error');
    const warnings = await captureWarnings(() => {
      el.setAttribute('sizes', '10,x');
      el.setAttribute('ids', '1,,2');
      el.setAttribute('sizes', '{"a":1}');
    });
    expect(warnings).to.have.length(3);
    expect([el.ids, el.sizes]).to.deep.equal([[], [10, 20]]);
    expect(log.events.map((e) => (e.detail as { attribute: string }).attribute)).to.deep.equal(['sizes', 'ids', 'sizes']);
    log.stop();
  });

  it('properties answer to the camelCase name and to the kebab name (Vue :page-size.prop); attributes to the lowercased name', async () => {
    const el = (await mount('bo-test-probe')) as unknown as HTMLElement & Record<string, unknown>;
    el['api-base'] = '/gw';
    expect([el.apiBase, el['api-base'], el.getAttribute('api-base')]).to.deep.equal(['/gw', '/gw', null]);
    // before the element is defined, a host writes the attribute under the property's name (which HTML
    // lowercases: Vue's :apiBase when the elements load after it) or sets the kebab property
    const byAttribute = document.createElement('bo-test-kebab') as HTMLElement & Record<string, unknown>;
    byAttribute.setAttribute('apiBase', '/attr');
    byAttribute.setAttribute('ids', '4,5');
    const byProperty = document.createElement('bo-test-kebab') as HTMLElement & Record<string, unknown>;
    byProperty['api-base'] = '/prop';
    document.body.append(byAttribute, byProperty);
    const { defineElement } = await import('../../src/core/runtime');
    defineElement({ ...BoTestProbe.definition, tag: 'bo-test-kebab' });
    await waitFor(() => [byAttribute, byProperty].every((e) => e.shadowRoot?.querySelector('[data-testid="values"]')), 'upgraded');
    expect([byAttribute.apiBase, byAttribute.ids, byProperty.apiBase]).to.deep.equal(['/attr', [4, 5], '/prop']);
    byAttribute.remove();
    byProperty.remove();
  });

  it('a bad value warns, dispatches bo-error to the page and keeps the default; nothing throws', async () => {
    const errors = listen('bo-error');
    const el = await mount('bo-test-probe', { count: '20' });
    const warnings = await captureWarnings(async () => {
      el.setAttribute('count', 'abc');
      el.setAttribute('items', '{not json');
      el.setAttribute('mode', 'z');
      el.setAttribute('items', '{"a":1}');
      await settle();
    });
    errors.stop();
    expect(warnings).to.have.length(4);
    expect(warnings[0]).to.contain('count="abc"').and.contain('10');
    expect(values(el)).to.include({ count: 10, mode: 'a' });
    expect(values(el).items).to.deep.equal([]);
    expect(errors.of('bo-error').map((e) => [e.detail.source, e.detail.attribute])).to.deep.equal([
      ['attribute', 'count'], ['attribute', 'items'], ['attribute', 'mode'], ['attribute', 'items'],
    ]);
  });

  it('a bad attribute written in HTML before the element is in the page reports once it is', async () => {
    const errors = listen('bo-error');
    const warnings = await captureWarnings(async () => {
      const el = document.createElement('bo-test-probe');
      el.setAttribute('count', 'x');
      await settle();
      expect(errors.of('bo-error')).to.have.length(0);
      document.body.append(el);
      await settle();
      el.remove();
    });
    errors.stop();
    expect(warnings).to.have.length(1);
    expect(errors.of('bo-error')).to.have.length(1);
  });

  it('properties accept typed values and strings; reflected properties write the attribute', async () => {
    const el = await mount('bo-test-probe');
    el.count = 7;
    el.items = ['丙'];
    el.on = false;
    await settle();
    expect(values(el)).to.deep.include({ count: 7, items: ['丙'], on: false });
    expect(el.hasAttribute('on')).to.equal(false);
    el.on = true;
    expect(el.getAttribute('on')).to.equal('');
    const warnings = await captureWarnings(() => {
      (el as unknown as { count: unknown }).count = 'many';
    });
    expect(warnings).to.have.length(1);
    expect(el.count).to.equal(10);
  });

  it('a property set before the element was defined is kept (upgrade)', async () => {
    const el = document.createElement('bo-test-late') as HTMLElement & { count: number };
    el.count = 42;
    document.body.append(el);
    const { defineElement } = await import('../../src/core/runtime');
    defineElement({ ...BoTestProbe.definition, tag: 'bo-test-late' });
    await waitFor(() => el.shadowRoot?.querySelector('[data-testid="values"]'), 'upgraded');
    expect(values(el).count).to.equal(42);
    el.remove();
  });

  it('api-base is an attribute of every element', async () => {
    const el = await mount('bo-test-probe', { 'api-base': '/gw' });
    expect(el.apiBase).to.equal('/gw');
  });
});

describe('element runtime: events, methods, lifecycle, errors', () => {
  afterEach(unmountAll);

  it('component callbacks become bo-* CustomEvents that bubble out of the shadow root to document', async () => {
    const events = listen('bo-ping');
    const el = await mount('bo-test-probe');
    $(el, '[data-testid="click"]')!.click();
    await settle();
    $(el, '[data-testid="click"]')!.click();
    events.stop();
    expect(events.of('bo-ping').map((e) => e.detail)).to.deep.equal([{ n: 1 }, { n: 2 }]);
    expect(events.events[0].composed && events.events[0].bubbles).to.equal(true);
  });

  it('methods reach the component through its imperative handle', async () => {
    const el = await mount('bo-test-probe');
    $(el, '[data-testid="click"]')!.click();
    await settle();
    expect(el.bump()).to.equal(2);
  });

  it('moving the element within the page (remove + insert in one task) keeps its state', async () => {
    const el = await mount('bo-test-probe');
    $(el, '[data-testid="click"]')!.click();
    await settle();
    $(el, '[data-testid="click"]')!.click();
    await settle();
    const before = mountedRoots();
    const other = document.createElement('section');
    document.body.append(other);
    el.remove();
    other.append(el); // what jQuery's .appendTo() does
    await settle();
    expect($(el, '[data-testid="click"]')!.textContent).to.equal('2');
    expect(mountedRoots()).to.equal(before);
    other.remove();
  });

  it('removing the element unmounts its React root', async () => {
    await settle();
    const before = mountedRoots();
    const el = await mount('bo-test-probe');
    expect(mountedRoots()).to.equal(before + 1);
    el.remove();
    await settle();
    expect(mountedRoots()).to.equal(before);
  });

  it('a render error shows a notice inside the element, dispatches bo-error, and the page keeps working', async () => {
    const errors = listen('bo-error');
    const original = console.error;
    console.error = () => undefined; // React logs the caught error
    const bad = await mount('bo-test-probe', { explode: '' });
    const good = await mount('bo-test-probe', { label: '正常' });
    console.error = original;
    errors.stop();
    expect(textOf(bad)).to.equal('组件出错了，请刷新页面后重试');
    expect(errors.of('bo-error').map((e) => e.detail.source)).to.deep.equal(['render']);
    expect(errors.last('bo-error')!.detail.msg).to.equal('boom');
    expect(values(good).label).to.equal('正常');
  });
});
