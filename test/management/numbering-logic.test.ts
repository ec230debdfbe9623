/** The pure rules of numbering rules (spec 1 §3, §4, §5, §7, §9): the sample, segment checks, the payload. */
import { expect } from 'chai';
import {
  appLabel, flagOf, parseApp, rangeOptions, requiredEmpty, requiredSegments, ruleSample, rulePayload, segmentOf, segmentProblem, valuesOf, type Segment,
} from '../../src/management/numbering/numbering.logic';

const NOW = new Date(2026, 10, 4, 9, 5, 7); // 2026-11-04 09:05:07 local time
const seg = (rule_type: number, extra: Partial<Segment> = {}): Segment => ({ rule_type, val: '', length: null, is_symbol: 0, is_must: 0, num: null, ...extra });

describe('numbering rules: logic', () => {
  it('ruleSample: the serial padded to its digits, date parts of now, fixed text; the separator after segments that ask for it', () => {
    const details = [seg(8, { val: 'CG', is_symbol: 1 }), seg(2, { val: 'YYYY' }), seg(3), seg(4, { is_symbol: 1 }), seg(1, { length: 4, num: 1 })];
    expect(ruleSample(details, 1, NOW)).to.equal('CG-20261104-0001');
    expect(ruleSample(details, 2, NOW)).to.equal('CG 20261104 0001');
    expect(ruleSample([seg(5), seg(6), seg(7, { is_symbol: 1 }), seg(1, { length: 3, num: 42, is_symbol: 1 })], 1, NOW)).to.equal('090507-042');
    // no separator after the last segment, and a start longer than its digits is shown whole
    expect(ruleSample([seg(1, { length: 2, num: 123, is_symbol: 1 })], 1, NOW)).to.equal('123');
    expect(ruleSample([], 1, NOW)).to.equal('');
    // a serial without its digits yet is left out, not shown as 1 (issue 36: a new rule read 12026)
    expect(ruleSample([seg(1, { num: 1, is_symbol: 1 }), seg(2)], 1, NOW)).to.equal('2026');
  });

  it('segmentProblem: content for fixed text, digits 2..6 for a serial, a start not below the existing one', () => {
    expect(segmentProblem(seg(8, { val: '  ' }))).to.equal('content');
    expect(segmentProblem(seg(8, { val: 'AB' }))).to.equal(null);
    expect(segmentProblem(seg(1))).to.equal('digits');
    expect(segmentProblem(seg(1, { length: 1 }))).to.equal('digitsRange');
    expect(segmentProblem(seg(1, { length: 7 }))).to.equal('digitsRange');
    expect(segmentProblem(seg(1, { length: 6, num: 1 }))).to.equal(null);
    // a new serial starts at 1 at least (issue 36: it took 0)
    expect(segmentProblem(seg(1, { length: 6, num: 0 }))).to.equal('start');
    expect(segmentProblem(seg(1, { length: 4, num: 99, floor: 100 }))).to.equal('start');
    expect(segmentProblem(seg(1, { length: 4, num: 100, floor: 100 }))).to.equal(null);
    expect(segmentProblem(seg(3))).to.equal(null);
  });

  it('segmentOf keeps a loaded serial start as its floor; requiredSegments gives one blank row per required type', () => {
    expect(segmentOf({ id: 7, rule_type: { id: 1, name: '流水号' }, length: 4, num: 100, is_must: 1, is_symbol: 0, val: '' })).to.deep.equal({
      id: 7, rule_type: 1, val: '', length: 4, is_symbol: 0, is_must: 1, num: 100, floor: 100,
    });
    const types = [{ id: 1, name: '流水号', is_must: 1 as const, num: 1 }, { id: 2, name: '年', is_must: 0 as const }];
    expect(requiredSegments(types)).to.deep.equal([{ rule_type: 1, val: '', length: null, is_symbol: 0, is_must: 1, num: 1 }]);
    expect(requiredEmpty(requiredSegments(types))).to.equal(true);
    expect(requiredEmpty([seg(1, { is_must: 1, length: 4 })])).to.equal(false);
  });

  it('rulePayload: every field of POST /api/rule/edits, segments sorted from 1, ranges with their names', () => {
    const payload = rulePayload({
      values: { name: ' 采购单号 ', num: 'PR-9', is_edit: 0, is_enable: 1, split_symbol: 2, app_type: 1, range: [111, 0] },
      segments: [seg(8, { val: 'CG ', is_symbol: 1, id: 5 }), seg(2, { length: 9, num: 3 }), seg(1, { length: 4, num: 100, is_must: 1, floor: 100 })],
      context: { appModular: 'purchase', appId: 1, field: 'module_no' },
      appTypes: true,
      typeField: 'purchase_no',
      id: 3,
      resetNum: 2,
    });
    expect(payload).to.deep.equal({
      id: 3,
      reset_num: 2,
      name: '采购单号',
      num: 'PR-9',
      is_edit: 0,
      is_enable: 1,
      split_symbol: 2,
      details: [
        { id: 5, rule_type: 8, val: 'CG', is_symbol: 1, length: null, is_must: 0, num: null, sort: 1 },
        { rule_type: 2, val: '', is_symbol: 0, length: null, is_must: 0, num: null, sort: 2 },
        { rule_type: 1, val: '', is_symbol: 0, length: 4, is_must: 1, num: 100, sort: 3 },
      ],
      app_id: 1,
      app_modular: 'purchase',
      range: [111, 0],
      app_type: 1,
      field: 'purchase_no',
    });
    // a module without application types: no app_type, no range, the module's field
    const fresh = rulePayload({ values: { ...valuesOf(null, null, 1), range: [5] }, segments: [], context: { appModular: 'order', field: 'order_no' }, appTypes: false, typeField: 'x' });
    for (const key of ['id', 'app_id', 'app_type']) expect(fresh, key).to.not.have.property(key);
    expect(fresh).to.deep.include({ range: [], field: 'order_no', is_edit: 1, is_enable: 1, split_symbol: 1, reset_num: 0 });
  });

  it('valuesOf a loaded rule; the app label and its parsing; range options flat or nested; the needed flag', () => {
    expect(valuesOf({ id: 1, name: 'A', num: 'N', is_edit: 0, is_enable: 0, split_symbol: 2, app_type: { id: 2, name: '工程合同' }, rule_range: [{ name: 'x', range_id: 31 }] }, null, 1)).to.deep.equal({
      name: 'A', num: 'N', is_edit: 0, is_enable: 0, split_symbol: 2, app_type: 2, range: [31],
    });
    expect(valuesOf(null, { id: 3 }, 0)).to.deep.include({ app_type: 3, is_enable: 0 });
    expect(appLabel({ id: 3, name: '框架_协议' })).to.equal('3_框架_协议');
    expect(parseApp('3_框架_协议')).to.deep.equal({ id: 3, name: '框架_协议' });
    expect(parseApp('abc')).to.equal(null);
    expect(rangeOptions([{ id: 1, name: '办公', children: [{ id: 11, name: '纸张' }] }, { id: 2, name: '生产' }])).to.deep.equal([
      { id: 1, name: '办公' }, { id: 11, name: '办公 / 纸张' }, { id: 2, name: '生产' },
    ]);
    expect([flagOf(1), flagOf(true), flagOf('1'), flagOf({ is_enable: 1 }), flagOf(0), flagOf(null)]).to.deep.equal([1, 1, 1, 1, 0, 0]);
  });
});
