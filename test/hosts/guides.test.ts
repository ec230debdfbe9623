/**
 * The host guides (docs/hosts/*.md) show code cut from the tested example pages (demo/hosts/*): a code
 * block whose info string names a file (```html demo/hosts/plain.html) must appear in that file line
 * for line, whatever its indentation there; a block that is not from a page says so (```js sketch).
 */
import { expect } from 'chai';

const raw = (files: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(files).map(([path, text]) => [path.replace(/^(\.\.\/)+/, ''), String(text)]));
const guides = raw(import.meta.glob('../../docs/hosts/*.md', { query: '?raw', import: 'default', eager: true }));
const pages = raw(import.meta.glob('../../demo/hosts/*.{html,tsx}', { query: '?raw', import: 'default', eager: true }));

interface Block {
  guide: string;
  source: string;
  code: string[];
}

/** The fenced code blocks of a guide, with the second word of their info string. */
function blocksOf(guide: string): Block[] {
  const found = [...guides[guide].matchAll(/^```\w+ ?(\S*)\n([\s\S]*?)^```$/gm)];
  return found.map(([, source, code]) => ({ guide, source, code: code.replace(/\n$/, '').split('\n') }));
}

const indent = (line: string) => line.length - line.trimStart().length;

/** Whether the lines appear one after another in the text, all shifted by the same indentation. */
function appearsIn(code: string[], text: string) {
  const lines = text.split('\n');
  return lines.some((first, at) => {
    const shift = indent(first) - indent(code[0]);
    if (shift < 0 || first.trimStart() !== code[0].trimStart()) return false;
    const pad = ' '.repeat(shift);
    return code.every((line, k) => (line === '' ? lines[at + k]?.trim() === '' : lines[at + k] === pad + line));
  });
}

describe('the host guides show the tested example pages (docs/hosts/ ← demo/hosts/)', () => {
  const all = Object.keys(guides).filter((g) => !g.endsWith('README.md')).flatMap(blocksOf);

  it('every code block names the page it comes from (or says it is a sketch)', () => {
    const unnamed = all.filter((b) => b.source !== 'sketch' && !(b.source in pages));
    expect(unnamed.map((b) => `${b.guide}: ${b.source || '(none)'} ${b.code[0]}`)).to.deep.equal([]);
  });

  it("every block named after a page appears in that page as the guide shows it", () => {
    const drifted = all.filter((b) => b.source in pages && !appearsIn(b.code, pages[b.source]));
    expect(drifted.map((b) => `${b.guide} ↛ ${b.source}: ${b.code[0]}`)).to.deep.equal([]);
  });

  it('every example page is shown by a guide, and every guide shows a page', () => {
    const shown = new Set(all.map((b) => b.source));
    const hostPages = Object.keys(pages).filter((p) => !p.endsWith('index.html'));
    expect(hostPages.filter((p) => !shown.has(p)), 'pages no guide shows').to.deep.equal([]);
    const guidesWithPages = new Set(all.filter((b) => b.source in pages).map((b) => b.guide));
    expect(Object.keys(guides).filter((g) => !g.endsWith('README.md') && !guidesWithPages.has(g))).to.deep.equal([]);
  });

  it('the check itself: a changed line or a reordering is not found, another indentation is', () => {
    const page = '<main>\n  <a>\n    <b></b>\n  </a>\n</main>';
    expect(appearsIn(['<a>', '  <b></b>', '</a>'], page)).to.equal(true);
    expect(appearsIn(['<a>', '  <b></b >', '</a>'], page)).to.equal(false);
    expect(appearsIn(['<b></b>', '<a>'], page)).to.equal(false);
  });
});
