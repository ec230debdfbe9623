/**
 * The picker contract (DECISIONS "Pickers", docs/pickers.md, spec 2 §5/§8) over every registered picker:
 * an element whose definition has a `show` method, a `bo-confirm` event and a `selection-mode` (the date
 * dialog has the first two only). The facts of each picker are in contract-cases.ts; a picker without an entry there fails here. The pickers are shared out between
 * contract-1.test.ts, contract-2.test.ts and contract-3.test.ts (each file must end within the runner's 5
 * minutes, on a busy machine too).
 */
import { expect } from 'chai';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { registry } from '../../elements';
import { mock, type Fault, type RecordedRequest } from '../../demo/mock';
import { chosenTag, freshBase } from '../backend-elements';
import { $, mount, settle, waitFor, watchAborts } from '../helpers';
import { contractCases, searchInput } from './contract-cases';
import {
  chosen, closed, documented, idOf, idsOf, listed, pageButton, ready, received, recordsOf, rowOf, rowsOf, scope, tick, ticked,
  type Picker,
} from './contract-kit';
import { formContract } from './contract-form';
import { button, drawerOf, messageOf, pickerHooks } from './picker-helpers';
import { isPicker } from '../parts';
import { partsContract } from './contract-parts';

const pickers = [...registry.values()].filter((d) => !d.tag.startsWith('bo-test-') && isPicker(d));

/** The suite over part `part` (1-based) of `parts`: every `parts`-th registered picker. */
export function pickerContract(part: number, parts: number) {
  if (part === 1) describe('the picker contract, over every registered picker (contract-cases.ts)', () => {
    it('every registered picker has a case, and every case names a registered picker', () => {
      expect(pickers.length).to.be.greaterThan(0);
      expect(pickers.map((d) => d.tag).filter((tag) => !contractCases[tag])).to.deep.equal([]);
      expect(Object.keys(contractCases).filter((tag) => !pickers.some((d) => d.tag === tag))).to.deep.equal([]);
    });
  });
  pickers.filter(({ tag }) => chosenTag(tag)).filter((_, i) => i % parts === part - 1).forEach(({ tag }) => contractOf(tag));
}

function contractOf(tag: string) {
  const c = contractCases[tag];
  if (!c) {
    it(`<${tag}> has a case in test/pickers/contract-cases.ts`, () => expect(c).to.exist);
    return;
  }
  describe(`<${tag}> keeps the picker contract`, () => {
    const heard = pickerHooks('bo-confirm', 'bo-cancel', 'bo-error');
    beforeEach(() => (scope.base = freshBase()));
    const open = (extra: Record<string, string> = {}) =>
      mount(tag as 'bo-goods-picker', { ...c.attributes, ...extra, 'api-base': scope.base }) as unknown as Promise<Picker>;
    const fault = (f: Fault) => mock.fault(c.list!, { ...f, base: scope.base });
    const lastDetail = () => heard.last('bo-confirm')!.detail;

    partsContract(tag);

    // a picker that chooses through steps (the region picker) is not ticked row by row: its own test file
    const rows = !c.steps;

    if (rows) it('checkbox: show() resolves the ticked records in the order ticked; bo-confirm carries them and their ids; the drawer closes', async () => {
      const el = await open();
      const answer = el.show();
      await ready(el, c);
      const [a, b, x] = idsOf(el, c) as [string, string, string];
      for (const id of [b, a, x, x]) tick(el, c, id); // x ticked, then unticked
      await chosen(el, 2);
      expect([ticked(el, c, a), ticked(el, c, b), ticked(el, c, x)]).to.deep.equal([true, true, false]);
      button(el, 'confirm')!.click();
      const records = await answer;
      expect(records).to.deep.equal(received(c, [b, a]));
      expect(lastDetail().records).to.deep.equal(records);
      expect(lastDetail().ids).to.deep.equal([idOf(c, b), idOf(c, a)]);
      expect(lastDetail()).to.not.have.property('record');
      documented(tag, lastDetail());
      await closed(el);
      expect(heard.of('bo-confirm')).to.have.length(1);
    });

    it(`确定 with nothing chosen says ${c.empty.text} (${c.empty.level}) and stays open; radio keeps one record: detail.record`, async () => {
      const el = await open({ 'selection-mode': 'radio' });
      void el.show();
      await ready(el, c);
      button(el, 'confirm')!.click();
      const message = await messageOf(el, c.empty.text);
      expect([message.textContent!.trim(), message.dataset.intent]).to.deep.equal([c.empty.text, c.empty.level]);
      await settle(100);
      expect(heard.of('bo-confirm')).to.have.length(0);
      expect([el.open, !!drawerOf(el)]).to.deep.equal([true, true]);
      if (!rows) return;
      const [a, b] = idsOf(el, c) as [string, string];
      tick(el, c, a);
      tick(el, c, b);
      await waitFor(() => ticked(el, c, b) && !ticked(el, c, a), 'only the second one chosen');
      button(el, 'confirm')!.click();
      await waitFor(() => heard.of('bo-confirm').length === 1, 'confirmed');
      const [record] = received(c, [b]);
      expect([lastDetail().records, lastDetail().record, lastDetail().ids]).to.deep.equal([[record], record, [idOf(c, b)]]);
      documented(tag, lastDetail());
      await closed(el);
    });

    it(`${c.cancel}, × and Esc resolve show() with null, dispatch bo-cancel and give focus back to the opener; a click outside does not close`, async () => {
      const el = await open();
      const opener = document.body.appendChild(Object.assign(document.createElement('button'), { textContent: '选择' }));
      const ways = ['cancel', 'close', 'Escape'];
      for (const [i, way] of ways.entries()) {
        opener.focus();
        const answer = el.show();
        await ready(el, c);
        if (rows) {
          tick(el, c, idsOf(el, c)[0]!);
          await chosen(el, 1);
        }
        if (way === 'Escape') {
          await sendMouse({ type: 'click', position: [10, Math.round(innerHeight / 2)] });
          await settle(200);
          expect([el.open, !!drawerOf(el)], 'open after a click outside').to.deep.equal([true, true]);
          await sendKeys({ press: 'Escape' });
        } else {
          if (way === 'cancel') expect(button(el, 'cancel')!.textContent).to.equal(c.cancel);
          button(el, way)!.click();
        }
        expect(await answer, way).to.equal(null);
        expect(heard.of('bo-cancel'), way).to.have.length(i + 1);
        expect(heard.last('bo-cancel')!.detail).to.equal(null);
        await closed(el);
        await waitFor(() => document.activeElement === opener, `${way}: focus back on the opener`);
      }
      expect(heard.of('bo-confirm')).to.have.length(0);
      opener.remove();
    });

    if (c.pager && rows) {
      it('checkbox: a record chosen on page 1 stays chosen on page 2 and after a new search that lists nothing', async () => {
        const el = await open();
        void el.show();
        await ready(el, c);
        const [a] = idsOf(el, c) as [string];
        tick(el, c, a);
        pageButton(el, 2).click();
        await waitFor(() => idsOf(el, c).length > 0 && !idsOf(el, c).includes(a), 'page 2');
        expect(pageButton(el, 2).getAttribute('aria-current')).to.equal('page');
        await chosen(el, 1);
        const [b] = idsOf(el, c) as [string];
        tick(el, c, b);
        const text = 'zz无此记录zz';
        searchInput(el, c.search!)!.focus();
        await sendKeys({ type: text });
        await sendKeys({ press: 'Enter' });
        await waitFor(() => JSON.stringify(listed(c).map((r) => [r.body, r.query])).includes(text), 'the search asked');
        await waitFor(() => rowsOf(el, c).length === 0 && $(el, c.body.container)!.textContent!.includes('暂无数据'), 'nothing listed');
        await chosen(el, 2);
        button(el, 'confirm')!.click();
        await waitFor(() => heard.of('bo-confirm').length === 1, 'confirmed');
        expect(lastDetail().records).to.deep.equal(received(c, [a, b]));
        expect(lastDetail().ids).to.deep.equal([idOf(c, a), idOf(c, b)]);
      });
    }

    if (rows) it('disabled-ids show ticked and cannot be ticked; selected-ids preselect, and their ids come back in detail.ids', async () => {
      const el = await open();
      void el.show();
      await ready(el, c);
      const [a, b, d] = idsOf(el, c) as [string, string, string];
      el.hide();
      await closed(el);
      el.setAttribute('disabled-ids', JSON.stringify([idOf(c, a)]));
      el.setAttribute('selected-ids', JSON.stringify([idOf(c, b)]));
      const answer = el.show();
      await ready(el, c);
      await waitFor(() => rowOf(el, c, b) && ticked(el, c, b), 'the preselected record ticked');
      const row = () => rowOf(el, c, a)!;
      expect([c.body.ticked(row()), c.body.disabled(row()), c.body.disabled(rowOf(el, c, b)!)]).to.deep.equal([true, true, false]);
      await chosen(el, 1);
      tick(el, c, a);
      tick(el, c, d);
      await chosen(el, 2);
      expect([c.body.ticked(row()), c.body.disabled(row())], 'the disabled record is unchanged').to.deep.equal([true, true]);
      button(el, 'confirm')!.click();
      expect(await answer).to.deep.equal(received(c, [b, d]));
      expect(lastDetail().ids).to.deep.equal([idOf(c, b), idOf(c, d)]);
    });

    // a picker whose records the page passes asks nothing: no answer to be stale, no request to abort
    if (c.list) it('a stale answer never replaces a newer one', async () => {
      const el = await open();
      // the older request answers an empty list, 800 ms late; the newer one answers at once
      const stale = { delay: 800, empty: true, times: 1 };
      if (c.pager) {
        void el.show();
        await ready(el, c);
        const asked = listed(c).length;
        fault(stale);
        pageButton(el, 2).click();
        await waitFor(() => listed(c).length === asked + 1, 'page 2 asked');
        pageButton(el, 3).click();
        await waitFor(() => listed(c).length === asked + 2, 'page 3 asked');
      } else {
        // a tree comes whole: the newer request is the next opening's
        fault(stale);
        void el.show();
        await waitFor(() => listed(c).length === 1, 'asked');
        el.hide();
        await closed(el);
        void el.show();
        await waitFor(() => listed(c).length === 2, 'asked again');
      }
      const [older, newer] = listed(c).slice(-2) as [RecordedRequest, RecordedRequest];
      const newest = () => recordsOf(newer).map((r) => String(r.id));
      await waitFor(() => newer.answer && rowsOf(el, c).length > 0, 'the newer rows');
      await waitFor(() => older.answer, 'the older answer sent', 3000);
      await settle(200);
      expect(recordsOf(older)).to.have.length(0);
      const shown = idsOf(el, c);
      expect(shown).to.have.length.greaterThan(0);
      if (c.pager) expect(shown).to.deep.equal(newest());
      else expect(newest()).to.include.members(shown);
    });

    if (rows) formContract(c, open, heard);

    if (c.list) it('closing the drawer aborts the request in flight', async () => {
      fault({ delay: 3000, times: 1 });
      const aborts = watchAborts();
      try {
        const el = await open();
        void el.show();
        await waitFor(() => listed(c).length === 1, 'the list asked');
        (await waitFor(() => button(el, 'cancel'), 'cancel button')).click();
        await waitFor(() => heard.of('bo-cancel').length === 1, 'cancelled');
        await waitFor(() => aborts.aborted.some((url) => new URL(url, location.href).pathname === scope.base + c.list), 'the list request aborted');
      } finally {
        aborts.stop();
      }
      expect(heard.of('bo-error')).to.have.length(0);
    });
  });
}
