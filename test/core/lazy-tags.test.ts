/**
 * Tags an element opens or nests on use, declared with lazyTag (core/runtime/lazy-tags.ts): they are not
 * part of its first paint, and when their code cannot be loaded (the network down, a release whose chunks
 * are gone) the user is told 组件出错了，请刷新页面后重试, the page hears bo-error, and what was typed
 * stays. Each tag is refused before its first use (this page has not loaded them: a file of its own).
 */
import { expect } from 'chai';
import { HttpResponse, http } from 'msw';
import '../../elements/bo-approval-bar';
import '../../elements/bo-base-info-card';
import { worker } from '../../demo/mock';
import { fill } from '../conformance-triggers';
import { $, $$, deepQuery, mount, settle, waitFor } from '../helpers';
import { pickerHooks, saidPartFailed } from '../pickers/picker-helpers';

describe('a tag declared with lazyTag whose code cannot be loaded', () => {
  const heard = pickerHooks('bo-error');
  afterEach(() => worker.resetHandlers());

  it("opened (the approval bar's staff picker): 选择人员 says so and sends bo-error; the dialog keeps what was typed", async () => {
    worker.use(http.get(/\/elements\/bo-staff-picker\.ts/, () => HttpResponse.error()));
    const el = await mount('bo-approval-bar', { 'approval-num': 'SP202611240002' });
    await waitFor(() => $$(el, '[data-bo-approval-bar] button').length > 0, 'the buttons');
    expect(!!customElements.get('bo-staff-picker'), 'not part of the first paint').to.equal(false);
    $(el, '[data-bo-approval-bar] [data-action="copyto"]')!.click();
    const dialog = await waitFor(() => $(el, '[data-bo-action-dialog]'), 'the copy-to dialog');
    fill(deepQuery<HTMLTextAreaElement>(dialog, 'textarea')!, '请知悉');
    const pick = deepQuery<HTMLButtonElement>(dialog, '[data-action="pick-staff"]')!;
    pick.click();
    await saidPartFailed(el, heard);
    await settle(100);
    expect($(el, 'bo-staff-picker'), 'no picker left behind').to.equal(null);
    expect(pick.disabled, 'the button usable again').to.equal(false);
    expect(deepQuery<HTMLTextAreaElement>(dialog, 'textarea')!.value, 'what was typed stays').to.equal('请知悉');
  });

  it("nested (the base-info card's map picker): the location icon says so once and sends bo-error", async () => {
    worker.use(http.get(/\/elements\/bo-map-address-picker\.ts/, () => HttpResponse.error()));
    const el = await mount('bo-base-info-card', { title: '采购单', lng: '104.06', lat: '30.67', address: '成都' });
    const icon = await waitFor(() => $<HTMLButtonElement>(el, '[data-action="location"]'), 'the location icon');
    icon.click();
    await saidPartFailed(el, heard);
    await settle(100);
    expect(heard.of('bo-error'), 'said once').to.have.length(1);
  });
});
