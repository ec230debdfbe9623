/**
 * The single file, as a host that cannot serve a folder loads it (npm test builds it first):
 * bo-elements.standalone.js defines every element of the manifest with its code, and its elements work
 * without anything else from this repository on the page. (The autoloader, dist/bo-elements.js:
 * test/autoload.test.ts.)
 */
import { expect } from 'chai';
import { listen, loadBundle, waitFor } from './helpers';


describe('dist/bo-elements.standalone.js (the single file)', () => {
  before(() => loadBundle('/dist/bo-elements.standalone.js'));

  it('defines every element of custom-elements.json', async () => {
    const manifest = await (await fetch('/custom-elements.json')).json();
    const tags: string[] = manifest.modules.map((m: { declarations: { tagName: string }[] }) => m.declarations[0].tagName);
    expect(tags.length).to.be.greaterThan(5);
    expect(tags.filter((t) => !customElements.get(t))).to.deep.equal([]);
    // with their code: one file, nothing else fetched from dist/
    expect(tags.filter((t) => !(customElements.get(t) as unknown as { definition?: unknown }).definition)).to.deep.equal([]);
    const fetched = performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname).filter((p) => p.startsWith('/dist/'));
    expect(fetched).to.deep.equal(['/dist/bo-elements.standalone.js']);
  });

  it('renders an element from plain HTML and its events reach the page', async () => {
    const heard = listen('bo-change');
    const host = document.createElement('div');
    host.innerHTML = '<bo-pagination total="50"></bo-pagination>';
    document.body.append(host);
    const pager = host.firstElementChild as HTMLElement;
    await waitFor(() => pager.shadowRoot?.textContent?.includes('共 50 条'), 'pager rendered');
    pager.shadowRoot!.querySelector<HTMLButtonElement>('button[aria-label="第 2 页"]')!.click();
    heard.stop();
    expect(heard.last('bo-change')!.detail).to.deep.equal({ page: 2, pageSize: 10 });
    expect(getComputedStyle(pager.shadowRoot!.querySelector('button[aria-current="page"]')!).backgroundColor).to.equal('rgb(15, 108, 189)');
    host.remove();
  });
});
