import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/bo-project-picker';
import { mock, store } from '../../demo/mock';
import { $, $$, mount, settle, textOf, waitFor } from '../helpers';
import { button, cellsOf, clickRow, headers, input, messageOf, opened, pickerHooks, row, rowIds, type } from './picker-helpers';

const LIST = '/project/list';
const body = (path = LIST) => mock.lastRequest(path)!.body as Record<string, unknown>;
const listed = () => store.projects().projects.filter((p) => p.is_on === 1);
const inRow = <E extends HTMLElement = HTMLButtonElement>(el: Element, id: string | number, what: string) => $<E>(el, `[data-row-id="${id}"] ${what}`);
const action = (el: Element, id: string | number, name: string) => inRow(el, id, `[data-action="${name}"]`)!;
const field = (el: Element, id: string | number, name: string) => inRow<HTMLInputElement>(el, id, `input[data-field="${name}"]`)!;
const answer = async (el: Element, ok: boolean) => (await waitFor(() => $<HTMLButtonElement>(el, ok ? '[data-bo-confirm-ok]' : '[data-bo-confirm-cancel]'), 'the question')).click();
const asked = () => mock.requestsTo(LIST).length;

/** 新增, then the new row's id (its key). */
async function added(el: Element) {
  button(el, 'project-add')!.click();
  return waitFor(() => rowIds(el).find((id) => id!.startsWith('row-')), 'the new row')!;
}

describe('<bo-project-picker> (spec 2 Project pickers)', () => {
  const heard = pickerHooks('bo-confirm', 'bo-error');

  describe('variant editable (default): 选择项目 with 新增 / 编辑 / 删除 rows', () => {
    it('asks POST /project/list {is_on 1, page, page_size} and shows name, number, description, creator, updater, actions', async () => {
      const el = await mount('bo-project-picker', { open: '' });
      await opened(el, 10);
      expect(textOf(el)).to.contain('选择项目');
      expect(body()).to.deep.equal({ is_on: 1, page: 1, page_size: 10 });
      expect(rowIds(el)).to.deep.equal(listed().slice(0, 10).map((p) => String(p.id)));
      expect(headers(el)).to.deep.equal(['项目名称', '项目编号', '描述', '创建人', '创建时间', '更新人', '更新时间', '操作']);
      const p = listed()[0]!;
      expect(Object.values(cellsOf(el, p.id))).to.deep.equal([p.name, p.serial_number, p.remark || '--', p.created_by, p.created_at, p.updated_by, p.updated_at, '编辑删除']);
      expect(textOf(el)).to.contain(`共 ${listed().length} 条`);
    });

    it('the search box sends name (with is_on 1)', async () => {
      const el = await mount('bo-project-picker', { open: '' });
      await opened(el, 10);
      const target = listed()[3]!;
      await type(input(el, 'name'), target.name);
      await sendKeys({ press: 'Enter' });
      await waitFor(() => body().name === target.name, 'searched');
      expect(body()).to.deep.equal({ name: target.name, is_on: 1, page: 1, page_size: 10 });
    });

    it('新增 adds a row in edit on top (not tickable); 确定 without a name says 请输入名称 and sends nothing', async () => {
      const el = await mount('bo-project-picker', { open: '' });
      await opened(el, 10);
      const id = await added(el);
      expect(rowIds(el)[0]).to.equal(id);
      expect(['name', 'serial_number', 'remark'].map((f) => field(el, id, f)?.value)).to.deep.equal(['', '', '']);
      expect(row(el, id)!.getAttribute('aria-disabled')).to.equal('true');
      expect(inRow<HTMLInputElement>(el, id, 'input[type="checkbox"]')!.disabled).to.equal(true);
      expect([action(el, id, 'row-confirm').textContent, action(el, id, 'row-cancel').textContent]).to.deep.equal(['确定', '取消']);
      action(el, id, 'row-confirm').click();
      expect((await messageOf(el, '请输入名称')).dataset.intent).to.equal('error');
      expect(mock.requestsTo('/project/create')).to.have.length(0);
    });

    it('确定 on a new row: POST /project/create {name, remark, serial_number}, 新增成功, the list again with the new project', async () => {
      const el = await mount('bo-project-picker', { open: '' });
      await opened(el, 10);
      const id = await added(el);
      await type(field(el, id, 'name'), '新园区项目');
      await type(field(el, id, 'serial_number'), 'XM9001');
      await type(field(el, id, 'remark'), '测试');
      const before = asked();
      action(el, id, 'row-confirm').click();
      await messageOf(el, '新增成功');
      expect(body('/project/create')).to.deep.equal({ name: '新园区项目', remark: '测试', serial_number: 'XM9001' });
      await waitFor(() => asked() > before, 'the list again');
      expect(body()).to.deep.equal({ is_on: 1, page: 1, page_size: 10 });
      const made = listed().find((p) => p.name === '新园区项目')!;
      await waitFor(() => rowIds(el)[0] === String(made.id), 'the new project listed');
      expect(rowIds(el).some((r) => r!.startsWith('row-'))).to.equal(false);
      expect(cellsOf(el, made.id)['项目编号']).to.equal('XM9001');
    });

    it('取消 on a new row removes it', async () => {
      const el = await mount('bo-project-picker', { open: '' });
      await opened(el, 10);
      const id = await added(el);
      action(el, id, 'row-cancel').click();
      await waitFor(() => !row(el, id), 'removed');
      expect(rowIds(el)).to.deep.equal(listed().slice(0, 10).map((p) => String(p.id)));
    });

    it('编辑 edits a copy (the row cannot be ticked); 取消 restores it; 确定 PUTs /project/{id}, 修改成功, the list again', async () => {
      const el = await mount('bo-project-picker', { open: '' });
      await opened(el, 10);
      // a copy: the mock's PUT changes the store's record
      const p = { ...listed()[1]! };
      clickRow(el, p.id);
      await waitFor(() => row(el, p.id)!.getAttribute('aria-selected') === 'true', 'ticked');
      action(el, p.id, 'row-edit').click();
      await waitFor(() => field(el, p.id, 'name'), 'in edit');
      // a row in edit leaves the choice and cannot be ticked
      expect(row(el, p.id)!.getAttribute('aria-selected')).to.equal('false');
      clickRow(el, p.id);
      await settle();
      expect(row(el, p.id)!.getAttribute('aria-selected')).to.equal('false');
      expect(field(el, p.id, 'name').value).to.equal(p.name);
      await type(field(el, p.id, 'name'), '改');
      action(el, p.id, 'row-cancel').click();
      await waitFor(() => !field(el, p.id, 'name'), 'in view');
      expect(cellsOf(el, p.id)['项目名称']).to.equal(p.name);

      action(el, p.id, 'row-edit').click();
      await type(await waitFor(() => field(el, p.id, 'name'), 'in edit'), '二');
      const before = asked();
      action(el, p.id, 'row-confirm').click();
      await messageOf(el, '修改成功');
      const put = mock.lastRequest('/project/:id', 'PUT')!;
      expect([put.path, put.body]).to.deep.equal([`/project/${p.id}`, { name: `${p.name}二`, remark: p.remark, serial_number: p.serial_number }]);
      await waitFor(() => asked() > before, 'the list again');
      await waitFor(() => cellsOf(el, p.id)['项目名称'] === `${p.name}二`, 'saved name shown');
      expect(field(el, p.id, 'name')).to.equal(null);
    });

    it('确定 on an edited row left as it was sends nothing and says 保存成功; the row is back in view', async () => {
      const el = await mount('bo-project-picker', { open: '' });
      await opened(el, 10);
      const p = listed()[2]!;
      action(el, p.id, 'row-edit').click();
      await waitFor(() => field(el, p.id, 'name'), 'in edit');
      const before = asked();
      action(el, p.id, 'row-confirm').click();
      await messageOf(el, '保存成功');
      await waitFor(() => !field(el, p.id, 'name'), 'in view');
      expect(cellsOf(el, p.id)['项目名称']).to.equal(p.name);
      expect(mock.requestsTo('/project/:id', 'PUT'), 'no PUT').to.have.length(0);
      expect(asked(), 'no reload').to.equal(before);
    });

    it('a failed save shows the server msg, keeps the typed values, re-enables 确定 and dispatches bo-error; 确定 is busy meanwhile', async () => {
      const el = await mount('bo-project-picker', { open: '' });
      await opened(el, 10);
      const id = await added(el);
      await type(field(el, id, 'name'), '重名项目');
      mock.fault('/project/create', { code: 422, msg: '项目名称已存在', delay: 300, times: 1 });
      action(el, id, 'row-confirm').click();
      await waitFor(() => action(el, id, 'row-confirm').disabled, 'busy');
      expect((await messageOf(el, '项目名称已存在')).dataset.intent).to.equal('error');
      await waitFor(() => !action(el, id, 'row-confirm').disabled, 'enabled again');
      expect(field(el, id, 'name').value).to.equal('重名项目');
      expect(heard.of('bo-error').at(-1)!.detail).to.deep.include({ code: 422, msg: '项目名称已存在' });
      expect(listed().some((p) => p.name === '重名项目')).to.equal(false);
    });

    it('删除 asks 请确认是否删除该数据? titled 提示 (确定 / 取消); 确定 DELETEs /project/{id}, 删除成功!, the list again', async () => {
      const el = await mount('bo-project-picker', { open: '' });
      await opened(el, 10);
      const p = listed()[2]!;
      action(el, p.id, 'row-delete').click();
      const dialog = await waitFor(() => $(el, '[data-bo-confirm]'), 'the question');
      expect(dialog.textContent).to.contain('提示').and.to.contain('请确认是否删除该数据?');
      expect([$(el, '[data-bo-confirm-ok]')!.textContent, $(el, '[data-bo-confirm-cancel]')!.textContent]).to.deep.equal(['确定', '取消']);
      await answer(el, false);
      await settle(100);
      expect(mock.requestsTo('/project/:id', 'DELETE')).to.have.length(0);

      action(el, p.id, 'row-delete').click();
      const before = asked();
      await answer(el, true);
      await messageOf(el, '删除成功!');
      expect(mock.lastRequest('/project/:id', 'DELETE')!.path).to.equal(`/project/${p.id}`);
      await waitFor(() => asked() > before && !row(el, p.id), 'gone after the list again');
    });

    it('a failed delete shows the server msg and keeps the row', async () => {
      const el = await mount('bo-project-picker', { open: '' });
      await opened(el, 10);
      const p = listed()[0]!;
      mock.fault('/project/:id', { code: 500, msg: '项目已被引用', times: 1 }, 'DELETE');
      action(el, p.id, 'row-delete').click();
      await answer(el, true);
      await messageOf(el, '项目已被引用');
      expect(row(el, p.id)).to.not.equal(null);
      expect(heard.of('bo-error')).to.have.length(1);
    });

    it('确定 with nothing chosen says 请先选择数据 (error) and stays open', async () => {
      const el = await mount('bo-project-picker', { open: '' });
      await opened(el, 10);
      button(el, 'confirm')!.click();
      expect((await messageOf(el, '请先选择数据')).dataset.intent).to.equal('error');
      expect([heard.of('bo-confirm').length, el.hasAttribute('open')]).to.deep.equal([0, true]);
    });

    it('确定 gives the chosen projects', async () => {
      const el = await mount('bo-project-picker', { open: '' });
      await opened(el, 10);
      const [a, b] = listed();
      clickRow(el, a!.id);
      clickRow(el, b!.id);
      await settle();
      button(el, 'confirm')!.click();
      await waitFor(() => heard.of('bo-confirm').length === 1, 'confirmed');
      expect(heard.of('bo-confirm')[0]!.detail.ids).to.deep.equal([a!.id, b!.id]);
    });
  });

  describe('variant tree: the project category tree', () => {
    it('lists is_on 1 with the category path; the tree (modular=project) sends category_id; search fields go in filters', async () => {
      const el = await mount('bo-project-picker', { open: '', variant: 'tree' });
      await opened(el, 10);
      expect(body()).to.deep.equal({ is_on: 1, page: 1, page_size: 10 });
      expect(headers(el)).to.deep.equal(['项目名称', '项目编号', '项目分类', '描述', '创建人', '创建时间', '更新人', '更新时间']);
      const p = listed()[0]!;
      expect(cellsOf(el, p.id)['项目分类']).to.equal(p.category.path_name);
      expect(button(el, 'project-add')).to.equal(null);
      const tree = mock.lastRequest('/common/categoryGroup/category/list')!;
      expect(tree.query).to.deep.equal({ modular: 'project' });
      const node = await waitFor(() => $$(el, '[role="treeitem"]')[0], 'category tree');
      node.click();
      await waitFor(() => body().category_id !== undefined, 'filtered by category');
      expect(body()).to.deep.equal({ category_id: Number(node.dataset.id), is_on: 1, page: 1, page_size: 10 });
      await type(input(el, 'serial_number'), 'XM00');
      await sendKeys({ press: 'Enter' });
      await waitFor(() => body().filters !== undefined, 'searched');
      expect(body()).to.deep.equal({ filters: { serial_number: 'XM00' }, category_id: Number(node.dataset.id), is_on: 1, page: 1, page_size: 10 });
    });
  });
});
