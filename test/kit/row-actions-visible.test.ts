/**
 * Row actions a user can see and press (issue 36 item 1): every list element with row actions, alone on
 * the page and as wide as it, with its gallery attributes over the demo's mock backend (two rows or more),
 * at 1280×800 and at 1440×900. Every action button of the first row (更多 included) lies inside the
 * element and the viewport and is what a click at its centre hits: as the table opens, and again once it
 * is scrolled fully right.
 */
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import '../../elements/bo-numbering-rules';
import '../../elements/bo-custom-fields';
import '../../elements/bo-class-list';
import '../../elements/bo-approval-settings';
import '../../elements/bo-invoice-entry';
import '../../elements/bo-receipt-entry';
import '../../elements/bo-group-editor';
import { examples } from '../../demo/examples';
import { $, $$, frames, mount, settle, waitFor } from '../helpers';
import { pickerHooks } from '../pickers/picker-helpers';

const TAGS = ['bo-numbering-rules', 'bo-custom-fields', 'bo-class-list', 'bo-approval-settings', 'bo-invoice-entry', 'bo-receipt-entry', 'bo-group-editor'] as const;
const SIZES = [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
];

/** What is wrong with one action button, or '' when the user can see it and press it. */
function problemOf(el: Element, button: HTMLElement): string {
  const name = `${button.dataset.action} (${button.textContent?.trim()})`;
  const r = button.getBoundingClientRect();
  const host = el.getBoundingClientRect();
  const box = { left: Math.max(host.left, 0), top: Math.max(host.top, 0), right: Math.min(host.right, innerWidth), bottom: Math.min(host.bottom, innerHeight) };
  const at = `x ${Math.round(r.left)}–${Math.round(r.right)}, y ${Math.round(r.top)}–${Math.round(r.bottom)}`;
  if (r.width === 0 || r.height === 0) return `${name} has no size`;
  if (r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5) return `${name} at ${at} is outside ${Math.round(box.left)}–${Math.round(box.right)}`;
  const hit = el.shadowRoot!.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  if (!hit || !(hit === button || button.contains(hit))) return `${name} at ${at}: its centre hits ${hit?.localName ?? 'nothing'}${hit?.textContent ? ` (${hit.textContent.trim().slice(0, 20)})` : ''}`;
  return '';
}

describe('row actions a user can see (issue 36 item 1)', () => {
  pickerHooks();
  const margin = document.body.style.margin;
  before(() => {
    document.body.style.margin = '0';
  });
  after(async () => {
    document.body.style.margin = margin;
    await setViewport({ width: 800, height: 600 });
  });

  for (const size of SIZES) {
    describe(`at ${size.width}×${size.height}`, () => {
      before(() => setViewport(size));
      for (const tag of TAGS) {
        it(`${tag}: every action of the first row is inside the element and pressable`, async () => {
          const el = await mount(tag, examples[tag]!.attributes);
          el.style.display = 'block';
          el.style.width = '100%';
          const first = await waitFor(() => {
            const rows = $$(el, '[role="rowgroup"] [data-row-id]');
            return rows.length >= 2 && !$(el, '[role="progressbar"]') && rows[0]!.querySelector('[data-action]') && rows[0];
          }, 'two rows with their actions');
          await frames();
          await settle(100);
          const buttons = [...first.querySelectorAll<HTMLElement>('button[data-action]')];
          expect(buttons.length, 'the first row has action buttons').to.be.greaterThan(0);
          const check = (when: string) => buttons.map((b) => problemOf(el, b)).filter(Boolean).map((p) => `${when}: ${p}`);
          const problems = check('opened');
          const scroller = first.closest<HTMLElement>('[data-bo-table]')!;
          scroller.scrollLeft = scroller.scrollWidth;
          await frames();
          problems.push(...check('scrolled right'));
          expect(problems).to.deep.equal([]);
        });
      }
    });
  }
});
