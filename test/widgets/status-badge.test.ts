import { expect } from 'chai';
import '../../elements/bo-status-badge';
import { $, mount, settle, textOf, unmountAll } from '../helpers';

const rgb = (el: Element, prop: string) => getComputedStyle(el).getPropertyValue(prop);

describe('<bo-status-badge> (spec 3 §2.13, §4 Badges)', () => {
  afterEach(unmountAll);

  const kinds: [string, string][] = [
    ['primary', '已提交'],
    ['success', '已完成'],
    ['errorw', '驳回终止'],
    ['info', '已过期'],
    ['warning', '审批中'],
    ['danger', '已拒绝'],
    ['tijiaozhong', '提交中'],
    ['isShengxiao', '已生效'],
  ];
  for (const [kind, label] of kinds) {
    it(`kind ${kind} shows ${label}`, async () => {
      const el = await mount('bo-status-badge', { kind });
      expect(textOf(el)).to.equal(label);
    });
  }

  it('colours kinds by meaning: success green, danger red, warning amber, primary blue, info grey', async () => {
    const tones: Record<string, string> = {};
    for (const kind of ['success', 'danger', 'warning', 'primary', 'info']) {
      const el = await mount('bo-status-badge', { kind });
      tones[kind] = $(el, '[part="badge"]')!.dataset.tone!;
    }
    expect(tones).to.deep.equal({ success: 'green', danger: 'red', warning: 'amber', primary: 'blue', info: 'grey' });
  });

  it('audit scheme: 0 提交中 blue, 1 审批中 amber, 2 已生效 green, anything else 驳回终止 red', async () => {
    const seen: string[] = [];
    for (const status of ['0', '1', '2', '3', '-1']) {
      const el = await mount('bo-status-badge', { scheme: 'audit', status });
      seen.push(`${textOf(el)}:${$(el, '[part="badge"]')!.dataset.tone}`);
    }
    expect(seen).to.deep.equal(['提交中:blue', '审批中:amber', '已生效:green', '驳回终止:red', '驳回终止:red']);
  });

  it('a custom model overrides the audit scheme with its own name and colour', async () => {
    const el = await mount('bo-status-badge', {
      scheme: 'audit',
      status: '1',
      custom: JSON.stringify({ 1: { name: '待复核', color: 'rgb(120, 20, 200)' } }),
    });
    expect(textOf(el)).to.equal('待复核');
    expect(rgb($(el, '[part="badge"]')!, 'color')).to.equal('rgb(120, 20, 200)');
  });

  it('invoice status: 0 blue, 1 green, 2 grey', async () => {
    const tones: string[] = [];
    for (const status of ['0', '1', '2']) {
      const el = await mount('bo-status-badge', { scheme: 'invoice', status });
      tones.push($(el, '[part="badge"]')!.dataset.tone!);
    }
    expect(tones).to.deep.equal(['blue', 'green', 'grey']);
  });

  it('verification status: 0 warning, 1 success, 2 danger', async () => {
    const tones: string[] = [];
    for (const status of ['0', '1', '2']) {
      const el = await mount('bo-status-badge', { scheme: 'verification', status });
      tones.push($(el, '[part="badge"]')!.dataset.tone!);
    }
    expect(tones).to.deep.equal(['amber', 'green', 'red']);
  });

  it('label replaces the text; dot appearance draws a dot before it', async () => {
    const el = await mount('bo-status-badge', { kind: 'success', label: '已入库', appearance: 'dot' });
    expect(textOf(el)).to.equal('已入库');
    const dot = $(el, '[part="badge"] > span[aria-hidden="true"]')!;
    expect(dot.getBoundingClientRect().width).to.equal(6);
    expect(rgb(dot, 'border-radius')).to.equal('50%');
  });

  it('follows attribute and property changes', async () => {
    const el = await mount('bo-status-badge', { scheme: 'audit', status: '0' });
    el.status = 2;
    await settle();
    expect(textOf(el)).to.equal('已生效');
    el.setAttribute('status', '1');
    await settle();
    expect(textOf(el)).to.equal('审批中');
  });
});
