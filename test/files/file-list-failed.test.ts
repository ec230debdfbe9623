/**
 * An upload's file list (its rows, progress, actions and previews) loads as the upload mounts. When that
 * code cannot be loaded, the user is told 组件出错了，请刷新页面后重试 once, the page hears bo-error, the
 * names of the files the page gave stay in their rows, and a file can still be chosen. In a page of its
 * own: the other upload tests load the list (test/core/parts-failed.test.ts has the other parts).
 */
import { expect } from 'chai';
import { HttpResponse, http } from 'msw';
import '../../elements/bo-file-upload';
import { worker } from '../../demo/mock';
import { EXAMPLE_FILES } from '../../demo/mock/store/files-scan';
import { $, $$, mount, settle } from '../helpers';
import { pickerHooks, saidPartFailed } from '../pickers/picker-helpers';

describe("an upload's file list that cannot be loaded", () => {
  const heard = pickerHooks('bo-error');
  afterEach(() => worker.resetHandlers());

  it('the names of the page\'s files stay, a file can still be chosen, said once', async () => {
    worker.use(http.get(/\/files\/shared\/FileList\.tsx/, () => HttpResponse.error()));
    const el = await mount('bo-file-upload', { value: JSON.stringify(EXAMPLE_FILES.slice(0, 2)) });
    await saidPartFailed(el, heard);
    await settle(100);
    expect(heard.of('bo-error')).to.have.length(1);
    expect($$(el, '[data-file-placeholder]').map((li) => li.textContent)).to.deep.equal(['采购合同.docx', '报价单.xlsx']);
    expect(!!$(el, '[data-action="delete"]'), 'no actions without the list').to.equal(false);
    expect(!!$(el, 'input[type="file"]'), 'a file can still be chosen').to.equal(true);
  });
});
