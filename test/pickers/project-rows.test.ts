/** The row rules of the editable project table (spec 2 §4 Project row): pure, no element. */
import { expect } from 'chai';
import type { Project } from '../../src/pickers/project/api';
import {
  addProject, cancelProject, changeProject, editProject, fromProjects, isTickable, projectInput, refreshProjects, savedProject, saveKind, shownProjects,
} from '../../src/pickers/project/project-rows.logic';

const a: Project = { id: 1, name: '厂房建设', serial_number: 'XM0001', remark: '一期' };
const b: Project = { id: 2, name: '渠道建设', serial_number: 'XM0002', remark: '' };

describe('project rows (spec 2 §4 Project row)', () => {
  it('编辑 keeps a copy: a change shows in the draft; 取消 restores the saved values', () => {
    let list = editProject(fromProjects([a, b]), '1');
    list = changeProject(list, '1', { name: '改名' });
    expect(shownProjects(list)[0]!.name).to.equal('改名');
    list = cancelProject(list, '1');
    expect(shownProjects(list)).to.deep.equal([a, b]);
    expect(list[0]!.draft).to.equal(null);
  });

  it('新增 puts a new row in edit on top; 取消 removes it', () => {
    let list = addProject(fromProjects([a]));
    const key = list[0]!.key;
    expect(shownProjects(list).map((p) => p.id)).to.deep.equal([key, 1]);
    expect(list[0]!.draft).to.deep.include({ name: '', serial_number: '', remark: '' });
    list = cancelProject(list, key);
    expect(shownProjects(list)).to.deep.equal([a]);
  });

  it('a row in edit cannot be ticked; a row in view can', () => {
    let list = addProject(editProject(fromProjects([a, b]), '2'));
    expect([isTickable(list, list[0]!.key), isTickable(list, 1), isTickable(list, 2)]).to.deep.equal([false, true, false]);
    list = cancelProject(list, '2');
    expect(isTickable(list, 2)).to.equal(true);
  });

  it('a save creates a new row and updates a saved one; the name is required and trimmed', () => {
    const list = editProject(addProject(fromProjects([a])), '1');
    expect(saveKind(list[0]!)).to.deep.equal({ kind: 'create' });
    // an edited row left as it was sends nothing (保存成功); a changed one (even only trimmed away: no) updates
    expect(saveKind(list[1]!)).to.deep.equal({ kind: 'same' });
    expect(saveKind(changeProject(list, '1', { name: ' 厂房建设 ' })[1]!)).to.deep.equal({ kind: 'same' });
    expect(saveKind(changeProject(list, '1', { remark: '二期' })[1]!)).to.deep.equal({ kind: 'update', id: 1 });
    expect(projectInput({ ...a, name: '   ' })).to.equal(null);
    expect(projectInput({ id: 'row-1', name: ' 新项目 ', serial_number: 'N1' })).to.deep.equal({ name: '新项目', remark: '', serial_number: 'N1' });
  });

  it('after a save a new row leaves (the reload lists it) and an edited row shows what was saved', () => {
    let list = changeProject(editProject(addProject(fromProjects([a])), '1'), '1', { name: '新名' });
    const added = list[0]!.key;
    list = savedProject(savedProject(list, '1'), added);
    expect(shownProjects(list)).to.deep.equal([{ ...a, name: '新名' }]);
    expect(list.every((r) => r.draft === null)).to.equal(true);
  });

  it("a reload brings the backend's rows and keeps the rows still being typed", () => {
    let list = changeProject(editProject(addProject(fromProjects([a, b])), '2'), '2', { name: '还在改' });
    const added = list[0]!.key;
    const fresh = [{ ...a, name: '别人改过' }, b];
    list = refreshProjects(list, fresh);
    expect(shownProjects(list).map((p) => [p.id, p.name])).to.deep.equal([[added, ''], [1, '别人改过'], [2, '还在改']]);
    expect(refreshProjects(list, [a]).map((r) => r.key)).to.deep.equal([added, '1']);
  });
});
