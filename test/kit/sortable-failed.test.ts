/**
 * Drag sorting loads its code (sortablejs) with the first sortable list. When that code cannot be loaded
 * (the network down, a page left open across a release), the user is told, the page hears bo-error, and
 * the keyboard still moves the items. This page never loads sortablejs: its module is refused.
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { HttpResponse, http } from 'msw';
import '../../elements/bo-column-chooser';
import { COLUMN_DEMO_GROUPS } from '../../demo/column-groups';
import { startMockWorker, worker } from '../../demo/mock';
import { $, $$, listen, mount, settle, unmountAll, waitFor } from '../helpers';
import { messageOf } from '../pickers/picker-helpers';

const chosen = (el: Element) => $$(el, '[data-chosen-group="basic"] [data-chosen-key]').map((li) => li.dataset.chosenKey);

describe('drag sorting whose code cannot be loaded', () => {
  before(() => startMockWorker());
  afterEach(() => {
    unmountAll();
    worker.resetHandlers();
  });

  it('says so, sends bo-error, and the keyboard still moves the items', async () => {
    worker.use(http.get(/\/sortablejs/, () => HttpResponse.error()));
    const heard = listen('bo-error');
    const el = (await mount('bo-column-chooser', { groups: JSON.stringify(COLUMN_DEMO_GROUPS) })) as HTMLElementTagNameMap['bo-column-chooser'];
    void el.show();
    try {
      await waitFor(() => heard.of('bo-error').length > 0, 'bo-error');
      expect(heard.last('bo-error')!.detail).to.deep.include({ source: 'render', msg: '组件出错了，请刷新页面后重试' });
      expect((await messageOf(el, '组件出错了，请刷新页面后重试'))!.dataset.intent).to.equal('error');
      expect($(el, '[data-chosen-columns] [data-sortable]'), 'no list can be dragged').to.equal(null);
      $<HTMLButtonElement>(el, '[data-chosen-key="basic:title"] [data-sort-handle]')!.focus();
      await sendKeys({ press: 'ArrowDown' });
      await settle(300);
      expect(chosen(el)).to.deep.equal(['basic:serial_number', 'basic:department_name', 'basic:title', 'basic:created_at']);
    } finally {
      heard.stop();
    }
  });
});
