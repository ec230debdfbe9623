/**
 * The pickers whose tree the page passes (bo-hierarchy-picker, bo-cascader-picker) ask nothing, so the
 * XSS corpus suite (which rewrites answers) cannot reach them: here the corpus is their `data`, and every
 * name must show as text and nothing of it run.
 */
import { expect } from 'chai';
import '../../elements/bo-hierarchy-picker';
import '../../elements/bo-cascader-picker';
import { XSS_FLAG, xssCorpus } from '../xss-corpus';
import { $$, mount, settle, waitFor } from '../helpers';

const flag = () => (window as unknown as Record<string, unknown>)[XSS_FLAG];
// each string a node; the first one holds the others, so a drilled tab or an open branch shows them too
const tree = [{ id: 0, name: xssCorpus[0]!, children: xssCorpus.slice(1).map((name, i) => ({ id: i + 1, name })) }];

describe('caller data of the tree pickers renders as text (the XSS corpus as names)', () => {
  afterEach(() => delete (window as unknown as Record<string, unknown>)[XSS_FLAG]);

  it('<bo-hierarchy-picker>: the tab and the drilled items', async () => {
    const el = await mount('bo-hierarchy-picker', { open: '', data: JSON.stringify(tree) });
    (await waitFor(() => $$(el, '[data-bo-hierarchy] [data-drill]')[0], 'the arrow')).click();
    await waitFor(() => $$(el, '[data-bo-hierarchy] [data-row-id]').length === xssCorpus.length - 1, 'the children');
    await settle(300);
    expect($$(el, '[data-bo-hierarchy] [data-row-id]').map((r) => r.textContent)).to.deep.equal(xssCorpus.slice(1));
    expect($$(el, '[data-bo-hierarchy] img, [data-bo-hierarchy] script')).to.have.length(0);
    expect(flag()).to.equal(undefined);
  });

  it('<bo-cascader-picker>: the tree and the chosen list', async () => {
    const el = await mount('bo-cascader-picker', { open: '', data: JSON.stringify(tree) });
    (await waitFor(() => $$(el, '[data-bo-check-tree] [role="treeitem"]')[0], 'the tree')).click();
    await waitFor(() => $$(el, '[data-bo-cascader-chosen] [role="listitem"]').length > 1, 'chosen');
    await settle(300);
    expect($$(el, '[data-bo-cascader-chosen] [role="listitem"]')[0]!.textContent).to.equal(xssCorpus[0]);
    expect($$(el, '[data-bo-check-tree] img, [data-bo-cascader-chosen] img')).to.have.length(0);
    expect(flag()).to.equal(undefined);
  });
});
