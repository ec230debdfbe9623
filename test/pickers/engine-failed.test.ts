/**
 * A picker whose engine's code cannot be loaded (a page left open across a release whose chunks are gone,
 * the network down) does not swallow the click: the opening says 组件出错了，请刷新页面后重试, the page
 * hears bo-error and show() answers null. This page never loads the engine: its module is refused.
 */
import { expect } from 'chai';
import { HttpResponse, http } from 'msw';
import '../../elements/bo-supplier-picker';
import { worker } from '../../demo/mock';
import { messageOf, pickerHooks } from './picker-helpers';

describe('a picker whose engine cannot be loaded', () => {
  const heard = pickerHooks('bo-error', 'bo-cancel');

  it('says so when opened, sends bo-error and answers show() with null', async () => {
    worker.use(http.get(/\/src\/kit\/picker\/PickerView\.tsx/, () => HttpResponse.error()));
    const el = document.createElement('bo-supplier-picker');
    document.body.append(el);
    try {
      expect(await el.show()).to.equal(null);
      expect(heard.of('bo-cancel')).to.have.length(1);
      expect((heard.last('bo-error')!.detail as { source: string; msg: string })).to.deep.include({ source: 'render', msg: '组件出错了，请刷新页面后重试' });
      expect((await messageOf(el, '组件出错了，请刷新页面后重试'))!.dataset.intent).to.equal('error');
      expect(el.open).to.equal(false);
    } finally {
      el.remove();
      worker.resetHandlers();
    }
  });
});
