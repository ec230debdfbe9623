/**
 * The sweep of i18n-sweep-*.test.ts (split in two files so that each stays well within the runner's time
 * per file): every registered element in en-US (with its demo example and the mock backend), opened where it has a
 * drawer or a dialog, shows none of the words of the zh-CN catalogue and no key as itself (a message
 * whose area was not registered, see i18n-areas.test.ts): its text, aria-labels, placeholders
 * and titles, in the drawer, its tabs (each one visited), folded search fields, the chosen-records list
 * and the empty-selection message. Data may stay Chinese: inside table cells, tree items and cards, what
 * the backend sent (read from its answers) and what the page gave (the example's attributes) is taken
 * out before looking.
 */
import { expect } from 'chai';
import { registry } from '../../elements';
import { examples } from '../../demo/examples';
import { startMockWorker } from '../../demo/mock';
import { enUS, zhCN } from './catalogues';
import { $, $$, mount, settle, unmountAll, waitFor, SLOW } from '../helpers';

/** [path, zh, en] of every message, list entries included */
function pairs(zh: unknown, en: unknown, path = ''): [string, string, string][] {
  if (typeof zh === 'string') return [[path, zh, String(en)]];
  if (zh && typeof zh === 'object') {
    return Object.entries(zh).flatMap(([k, v]) => pairs(v, (en as Record<string, unknown>)?.[k], path ? `${path}.${k}` : k));
  }
  return [];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A zh-CN message as a pattern: its `{param}`s match any text; only messages with ≥ 2 characters of their own */
const SEARCHED = pairs(zhCN, enUS)
  .filter(([, zh, en]) => zh !== en)
  .map(([path, zh]) => ({ path, zh, own: zh.replace(/\{\w+\}/g, '').replace(/\s/g, '') }))
  .filter((m) => m.own.length >= 2)
  .map((m) => ({ ...m, re: new RegExp(m.zh.split(/\{\w+\}/).map(escape).join('.+?')) }));

/** Every string of the backend's answers, as the page received them */
const answered = new Set<string>();
function collect(node: unknown) {
  if (typeof node === 'string') answered.add(node);
  else if (node && typeof node === 'object') Object.values(node).forEach(collect);
}
function watchAnswers() {
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, ...args: Parameters<typeof send>) {
    this.addEventListener('load', () => {
      try {
        collect(JSON.parse(this.responseText));
      } catch {
        /* not JSON */
      }
    });
    return send.apply(this, args);
  };
  return () => (XMLHttpRequest.prototype.send = send);
}

// [data-backend-text]: a form made of the backend's definitions (the search bar's fields, the schemes and fields of the scheme drawer)
const DATA = '[role="cell"], [role="treeitem"], [role="option"], [data-cell-text], [role="tooltip"], [role="dialog"] li, [data-backend-text]';
const ATTRIBUTES = ['aria-label', 'placeholder', 'title', 'alt'];

/** The element's own words: text and labels in its shadow root, data taken out. */
function ownWords(el: HTMLElement, given: string[]): string[] {
  const data = [...answered, ...given].filter((s) => s.trim().length >= 2).sort((a, b) => b.length - a.length);
  const strip = (text: string, node: Element | null) => {
    let out = text;
    for (const g of given) out = out.split(g).join(' ');
    if (node?.closest(DATA)) for (const d of data) if (out.includes(d)) out = out.split(d).join(' ');
    return out.replace(/\s+/g, ' ').trim();
  };
  const found: string[] = [];
  const walk = (root: Node) => {
    for (const node of root.childNodes) {
      if (node.nodeType === Node.TEXT_NODE) {
        const parent = node.parentElement;
        if (parent && !['STYLE', 'SCRIPT', 'TEMPLATE'].includes(parent.tagName)) found.push(strip(node.textContent ?? '', parent));
      } else if (node instanceof Element) {
        for (const a of ATTRIBUTES) {
          const v = node.getAttribute(a);
          if (v) found.push(strip(v, node));
        }
        if (node instanceof HTMLInputElement && node.type !== 'hidden') found.push(strip(node.value, node));
        walk(node);
        if (node.shadowRoot) walk(node.shadowRoot);
      }
    }
  };
  walk(el.shadowRoot!);
  return found.filter(Boolean);
}

/** Every key of the catalogue: a key shown as itself is a message whose area was not registered (or a typo). */
const KEYS = new Set(pairs(zhCN, enUS).map(([path]) => path));

const rawKeys = (words: string[]) =>
  words.flatMap((w) => (w.match(/[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+/g) ?? []).filter((k) => KEYS.has(k)).map((k) => `the key ${k} in "${w}"`));

function chinese(el: HTMLElement, given: string[]): string[] {
  const words = ownWords(el, given);
  return [...rawKeys(words), ...SEARCHED.flatMap((m) => words.filter((w) => m.re.test(w)).map((w) => `${m.path} (${m.zh}) in "${w}"`))];
}

/** Until nothing loads (no spinner) for a moment. */
async function quiet(el: HTMLElement) {
  await settle(150);
  let still = 0;
  await waitFor(() => {
    still = $$(el, '.fui-Spinner, [aria-busy="true"]').length ? 0 : still + 1;
    return still >= 6;
  }, 'loaded', 10000);
  // a toast's motions last its lifetime (seconds): its words are there from its first frame
  const inToast = (a: Animation) => {
    const target = (a.effect as KeyframeEffect | null)?.target;
    return !!target && (!!target.closest('[data-intent]') || !!target.querySelector('[data-intent]'));
  };
  await waitFor(() => el.shadowRoot!.getAnimations().every((a) => a.playState !== 'running' || inToast(a)), 'motion ended', 8000);
}

async function check(el: HTMLElement, given: string[], what: string) {
  await quiet(el);
  expect(chinese(el, given), `${el.tagName.toLowerCase()} ${what}`).to.deep.equal([]);
}

const givenOf = (attributes: Record<string, string>) => {
  const out: string[] = [];
  for (const v of Object.values(attributes)) {
    try {
      collectInto(JSON.parse(v), out);
    } catch {
      out.push(v);
    }
  }
  return out.filter((s) => s.length >= 2);
};
function collectInto(node: unknown, out: string[]) {
  if (typeof node === 'string') out.push(node);
  else if (node && typeof node === 'object') Object.values(node).forEach((v) => collectInto(v, out));
}

/** The registered elements (test probes left out), sorted by tag, in `parts` shares; this is share `part`. */
export const share = (part: number, parts: number) =>
  [...registry.values()]
    .filter((d) => !d.tag.startsWith('bo-test-'))
    .sort((a, b) => a.tag.localeCompare(b.tag))
    .filter((_, i) => i % parts === part);

export function sweep(part: number, parts: number) {
  describe(`i18n: no zh-CN word in any element rendered in en-US (${part + 1}/${parts})`, function () {
    this.timeout(60000 * SLOW);
    const html = document.documentElement;
    const pageLang = html.getAttribute('lang');
    let unwatch: () => void;
    before(async () => {
      await startMockWorker();
      unwatch = watchAnswers();
      html.setAttribute('lang', 'en-US');
    });
    after(() => {
      unwatch();
      if (pageLang === null) html.removeAttribute('lang');
      else html.setAttribute('lang', pageLang);
    });
    afterEach(async () => {
      unmountAll();
      await settle();
    });

    it('searches a fair share of the catalogue', () => {
      expect(SEARCHED.length).to.be.greaterThan(300);
      expect(SEARCHED.some((m) => m.path === 'pagination.total')).to.equal(true);
      expect(rawKeys(['Save', 'a.b', 'approvalBar.action.pass: 3', 'richText.bold'])).to.deep.equal([
        'the key approvalBar.action.pass in "approvalBar.action.pass: 3"',
        'the key richText.bold in "richText.bold"',
      ]);
    });

    for (const def of share(part, parts)) {
      it(`<${def.tag}>`, async () => {
        const example = examples[def.tag]!;
        const given = givenOf(example.attributes);
        const el = await mount(def.tag as keyof HTMLElementTagNameMap, example.attributes);
        if (example.open) void (el as unknown as Record<string, () => unknown>)[example.open]!();
        await check(el, given, 'as opened');

        // every tab (sections, tree tabs, the side filter's tabs), each in turn
        for (let i = 0; i < $$(el, '[role="tab"]').length; i++) {
          const tab = $$(el, '[role="tab"]')[i];
          if (!tab || tab.getAttribute('aria-selected') === 'true') continue;
          tab.click();
          await check(el, given, `tab ${i + 1}`);
        }
        // the folded search fields
        const toggle = $(el, '[data-action="toggle"]');
        if (toggle) {
          toggle.click();
          await check(el, given, 'search form expanded');
        }
        if ($(el, '[data-bo-picker]')) {
          // one record chosen, and the list of the chosen ones
          const first = $(el, '[data-row-id]:not([aria-disabled="true"])');
          const chosen = $(el, '[data-action="chosen"]');
          if (first && chosen) {
            first.click();
            await settle();
            chosen.click();
            await waitFor(() => $(el, '[role="dialog"] ul'), 'the chosen list');
            await check(el, given, 'chosen list');
            chosen.click();
            await waitFor(() => !$(el, '[role="dialog"] ul'), 'the chosen list closed');
            $(el, '[data-action="clear"]')!.click();
            await settle();
          }
          // nothing chosen: the empty-selection message (a drawer that always has a choice, such as the
          // export plan's non-removable fields, answers and closes instead; a picker an element opens for
          // itself, such as the print launcher's with its default template, answers and goes, and what
          // the element shows next is checked)
          const confirm = $<HTMLButtonElement>(el, '[data-bo-picker] [data-action="confirm"]');
          if (confirm) {
            confirm.click();
            // (or a form's messages at its fields: the serial batch's empty row)
            await waitFor(() => $(el, '[data-intent]') || $(el, '[aria-invalid="true"]') || !el.hasAttribute('open') || !$(el, '[data-bo-picker]'), 'the empty-selection message');
            if (el.hasAttribute('open')) await check(el, given, 'empty-selection message');
          }
        }
      });
    }
  });
}
