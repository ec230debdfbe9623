/** The export-plan drawer's rules as data (spec 1 §3, §4, §5, §9): chosen list, select-all, plan fields. */
import { expect } from 'chai';
import {
  allFields, allState, canDeletePlan, fieldKey, initialChosen, moveField, planChosen, planFields, planProblem, selectAll, starOnly, starredPlan, toggleField,
  type ExportPlan,
} from '../../src/management/export-plan/export-plan.logic';

const FIELDS = {
  basic: [{ name: '编号', field: 'no', removable: false }, { name: '名称', field: 'name' }, { name: '金额', field: 'amount' }],
  customer: [{ name: '项目', field: 'cf_project' }, { name: '名称', field: 'name' }],
};
const all = allFields(FIELDS);
const keys = (list: { group: string; field: string }[]) => list.map((f) => fieldKey(f as never));

describe('export plan logic', () => {
  it('offers basic then customer fields; a field of the same key in two groups is two fields', () => {
    expect(keys(all)).to.deep.equal(['basic:no', 'basic:name', 'basic:amount', 'customer:cf_project', 'customer:name']);
    expect(all.map((f) => f.removable)).to.deep.equal([false, true, true, true, true]);
  });

  it('starts with the fields named (in their order) plus the non-removable ones, unknown keys dropped', () => {
    expect(keys(initialChosen(all))).to.deep.equal(['basic:no']);
    expect(keys(initialChosen(all, ['customer:cf_project', 'basic:amount', 'basic:nope', 'basic:amount']))).to.deep.equal(['basic:no', 'customer:cf_project', 'basic:amount']);
  });

  it('a tick appends, an untick removes, a non-removable field cannot be unticked', () => {
    let chosen = initialChosen(all);
    chosen = toggleField(chosen, all[3]!, true);
    chosen = toggleField(chosen, all[1]!, true);
    expect(keys(chosen)).to.deep.equal(['basic:no', 'customer:cf_project', 'basic:name']);
    expect(keys(toggleField(chosen, all[3]!, false))).to.deep.equal(['basic:no', 'basic:name']);
    expect(keys(toggleField(chosen, all[0]!, false))).to.deep.equal(['basic:no', 'customer:cf_project', 'basic:name']);
  });

  it('select-all appends what is missing in the offered order; off leaves only the non-removable fields', () => {
    const some = initialChosen(all, ['basic:amount']);
    expect(allState(some, all)).to.equal('mixed');
    const every = selectAll(some, all, true);
    expect(keys(every)).to.deep.equal(['basic:no', 'basic:amount', 'basic:name', 'customer:cf_project', 'customer:name']);
    expect(allState(every, all)).to.equal(true);
    const none = selectAll(every, all, false);
    expect(keys(none)).to.deep.equal(['basic:no']);
    expect(allState(none, all)).to.equal(false);
  });

  it('moves a chosen field', () => {
    const chosen = selectAll([], all, true);
    expect(keys(moveField(chosen, 4, 1)).slice(0, 3)).to.deep.equal(['basic:no', 'customer:name', 'basic:name']);
    expect(keys(moveField(chosen, 0, 9))).to.deep.equal(keys(chosen));
  });

  it("a plan's fields: basic then customer, those no longer offered dropped, the non-removable ones added", () => {
    const plan: ExportPlan = {
      id: 3,
      name: 'p',
      field: { basic: [{ name: '金额', field: 'amount', width: 20, enable: true, checked: true }, { name: 'x', field: 'gone', width: 20, enable: true, checked: true }], customer: [{ name: '项目', field: 'cf_project', width: 20, enable: true, checked: true }] },
    };
    expect(keys(planChosen(plan, all))).to.deep.equal(['basic:no', 'basic:amount', 'customer:cf_project']);
    expect(keys(planChosen({ id: 4, name: 'empty', field: null }, all))).to.deep.equal(['basic:no']);
  });

  it('the saved entries: by group, in the chosen order, width 20, enable and checked true', () => {
    const chosen = [all[3]!, all[0]!, all[4]!, all[2]!];
    expect(planFields(chosen)).to.deep.equal({
      basic: [
        { name: '编号', field: 'no', width: 20, enable: true, checked: true },
        { name: '金额', field: 'amount', width: 20, enable: true, checked: true },
      ],
      customer: [
        { name: '项目', field: 'cf_project', width: 20, enable: true, checked: true },
        { name: '名称', field: 'name', width: 20, enable: true, checked: true },
      ],
    });
  });

  it('请先输入名称 before 请先选择字段', () => {
    expect(planProblem('  ', [])).to.equal('exportPlan.nameRequired');
    expect(planProblem('a', [])).to.equal('exportPlan.fieldsRequired');
    expect(planProblem('a', [all[0]!])).to.equal(null);
  });

  it('exactly one star; the starred plan is preselected; system plans, the chosen plan and unsaved plans cannot be deleted', () => {
    const plans: ExportPlan[] = [{ id: 1, name: 'sys', is_sys: 1, is_star: 1 }, { id: 2, name: 'a', is_star: 0 }, { id: 3, name: 'b' }];
    const starred = starOnly(plans, 3);
    expect(starred.map((p) => p.is_star)).to.deep.equal([0, 0, 1]);
    expect(starredPlan(starred)!.id).to.equal(3);
    expect(starredPlan([{ id: 0, name: 'new', is_star: 1 }])).to.equal(null);
    expect(canDeletePlan(plans[0]!, null)).to.equal(false);
    expect(canDeletePlan(plans[1]!, 2)).to.equal(false);
    expect(canDeletePlan(plans[1]!, 3)).to.equal(true);
    expect(canDeletePlan({ id: 0, name: '' }, null)).to.equal(false);
  });
});
