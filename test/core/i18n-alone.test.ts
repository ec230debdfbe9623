/**
 * Each element alone on a page (its module loaded in a frame of its own, as a page that includes only
 * its bundle): it shows no key as itself, though no other element registered anything (a module that
 * forgot to import its area's registration fails here, as in i18n-areas.test.ts); and the page's zh-CN
 * catalogue is the base and the areas of that element only.
 */
import { expect } from 'chai';
import { examples } from '../../demo/examples';
import { zhCN as wholeZh } from './catalogues';
import { zhCN as baseZh } from '../../src/core/i18n/zh-CN';
import { drawn, settle, waitFor, SLOW } from '../helpers';

type Leaves = [string, string][];
const leaves = (node: unknown, path = ''): Leaves =>
  typeof node === 'string' ? [[path, node]] : node && typeof node === 'object' ? Object.entries(node).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k)) : [];
const KEYS = new Set(leaves(wholeZh).map(([path]) => path));

/** A frame whose only code is the element's module; resolves with its window once the element rendered. */
async function alone(tag: string): Promise<{ frame: HTMLIFrameElement; el: HTMLElement; groups: string[] }> {
  const example = examples[tag]!;
  const frame = document.createElement('iframe');
  frame.style.cssText = 'width: 1200px; height: 800px';
  // no backend: every call fails as a network error would, so its error state is looked at too
  frame.srcdoc = `<!doctype html><html lang="zh-CN"><body><script>
    XMLHttpRequest.prototype.send = function () {
      setTimeout(() => ['error', 'loadend'].forEach((type) => this.dispatchEvent(new ProgressEvent(type))));
    };
  </script><script type="module">
    import '/elements/${tag}.ts';
    import { defaultTranslator } from '/src/core/i18n/index.ts';
    window.groupsOf = () => Object.keys(defaultTranslator.strings);
    window.ready = true;
  </script></body></html>`;
  document.body.append(frame);
  const win = () => frame.contentWindow as (Window & { ready?: boolean; groupsOf?: () => string[] }) | null;
  await waitFor(() => win()?.ready, `${tag} loaded alone`, 15000);
  const doc = frame.contentDocument!;
  const el = doc.createElement(tag);
  for (const [k, v] of Object.entries(example.attributes)) el.setAttribute(k, v);
  doc.body.append(el);
  if (example.open) void (el as unknown as Record<string, () => unknown>)[example.open]!();
  await waitFor(() => drawn(el), `${tag} rendered`);
  await settle(300);
  return { frame, el, groups: win()!.groupsOf!() };
}

/** Its words: text and labels, in its shadow root and those nested in it. */
function words(root: Node): string[] {
  const out: string[] = [];
  for (const node of root.childNodes) {
    if (node.nodeType === Node.TEXT_NODE) out.push(node.textContent ?? '');
    else if (node.nodeType === Node.ELEMENT_NODE) {
      const el = node as Element;
      for (const a of ['aria-label', 'placeholder', 'title']) out.push(el.getAttribute(a) ?? '');
      out.push(...words(el));
      if (el.shadowRoot) out.push(...words(el.shadowRoot));
    }
  }
  return out.filter((w) => w.trim());
}
const rawKeys = (texts: string[]) => texts.flatMap((w) => w.match(/[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+/g) ?? []).filter((k) => KEYS.has(k));

/** The groups beyond the base that a page with only this element carries: exactly its own. */
const OWN: Record<string, string[]> = {
  'bo-status-badge': [],
  'bo-pagination': [],
  'bo-date-dialog': ['dateDialog'],
  'bo-rich-text-editor': ['richText'],
};

describe('i18n: each element alone on a page (zh-CN, its calls failing)', function () {
  this.timeout(60000 * SLOW);
  const base = Object.keys(baseZh);

  for (const tag of Object.keys(examples).filter((t) => t !== 'bo-config').sort()) {
    it(`<${tag}> shows no key as itself${tag in OWN ? ' and carries the strings of its own areas only' : ''}`, async () => {
      const { frame, el, groups } = await alone(tag);
      expect(rawKeys(words(el.shadowRoot!))).to.deep.equal([]);
      if (tag in OWN) expect(groups.filter((g) => !base.includes(g))).to.deep.equal(OWN[tag]);
      frame.remove();
    });
  }

  it('the check sees a key shown as itself', () => {
    expect(rawKeys(['确定', 'dateDialog.title', 'a.b'])).to.deep.equal(['dateDialog.title']);
  });
});
