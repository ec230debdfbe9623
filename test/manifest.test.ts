/**
 * The manifests at the repository's top are what the element registry gives (`npm run manifest` writes
 * them; the build copies them into dist/, the package's copies), and their module paths name the built
 * files a page imports.
 */
import { expect } from 'chai';
import { registry } from '../elements';
import { customElementsManifest, vscodeCustomData, webTypes } from '../src/core/manifest';
import pkg from '../package.json';

const committed = async (file: string) => (await fetch(`/${file}`)).json();
const fresh = (data: unknown) => JSON.parse(JSON.stringify(data));
const definitions = () => [...registry.values()];
/** the tags that call the backend, from the committed contract (only they document api-base) */
const calling = async () => {
  const contract: { elements: Record<string, { calls: unknown[] }> } = await committed('backend-contract.json');
  return new Set(Object.entries(contract.elements).filter(([, e]) => e.calls.length).map(([tag]) => tag));
};
const tags = (manifest: { modules: { declarations: { tagName: string }[] }[] }) => manifest.modules.map((m) => m.declarations[0].tagName);
describe('manifests', () => {
  it('are up to date with the element registry (run `npm run manifest` when this fails)', async () => {
    const tags = await calling();
    expect(await committed('custom-elements.json')).to.deep.equal(fresh(customElementsManifest(definitions(), pkg.version, tags)));
    expect(await committed('vscode.html-custom-data.json')).to.deep.equal(fresh(vscodeCustomData(definitions(), tags)));
    expect(await committed('web-types.json')).to.deep.equal(fresh(webTypes(definitions(), pkg.version, tags)));
  });

  it('custom-elements.json lists every element with its attributes and events', async () => {
    const manifest = await committed('custom-elements.json');
    expect(tags(manifest)).to.include.members(['bo-status-badge', 'bo-pagination', 'bo-tab-bar', 'bo-approval-button', 'bo-date-dialog', 'bo-config']);
    const pagination = manifest.modules.find((m: { path: string }) => m.path === 'dist/bo-pagination.js').declarations[0];
    expect(pagination.attributes.map((a: { name: string }) => a.name)).to.include.members(['total', 'page-size']);
    expect(pagination.events.map((e: { name: string }) => e.name)).to.include.members(['bo-change', 'bo-error']);
  });

  it('documents api-base on the elements that call the backend, and only on them (issue 39)', async () => {
    const manifest = await committed('custom-elements.json');
    const documented = new Set(
      (manifest.modules as { declarations: { tagName: string; attributes: { name: string }[] }[] }[])
        .map((m) => m.declarations[0])
        .filter((d) => d.attributes.some((a) => a.name === 'api-base'))
        .map((d) => d.tagName),
    );
    expect([...documented].sort()).to.deep.equal([...(await calling())].sort());
    expect(documented).to.include('bo-goods-picker').and.not.include('bo-pagination');
    const vscode = await committed('vscode.html-custom-data.json');
    const pager = vscode.tags.find((t: { name: string }) => t.name === 'bo-pagination');
    expect(pager.attributes.map((a: { name: string }) => a.name)).to.not.include('api-base');
  });

  it("names the fields of the records that region, cascader, hierarchy and address pickers give (issue 41), and the region id's format", async () => {
    const manifest = await committed('custom-elements.json');
    const declaration = (tag: string) => manifest.modules.find((m: { path: string }) => m.path === `dist/${tag}.js`).declarations[0];
    const confirm = (tag: string) => declaration(tag).events.find((e: { name: string }) => e.name === 'bo-confirm');
    const region = confirm('bo-region-picker');
    for (const field of ['id: string', 'province: string', 'province_code: string', 'city_code: string', 'area_code: string']) expect(region.type.text).to.contain(field);
    expect(region.description).to.contain('以英文逗号连接').and.contain('selected-ids');
    expect(confirm('bo-cascader-picker').type.text).to.contain('name: string');
    expect(confirm('bo-cascader-picker').description).to.contain('不含 children');
    expect(confirm('bo-hierarchy-picker').type.text).to.contain('path_name?: string');
    expect(confirm('bo-address-picker').type.text).to.contain('contacts_mobile?: string');
    // show() answers the same records; the `selection` property takes them
    const show = declaration('bo-region-picker').members.find((m: { name: string }) => m.name === 'show');
    expect(JSON.stringify(show)).to.contain('province_code: string');
    // a picker that says nothing of its records still gives the backend's record as it came
    expect(confirm('bo-goods-picker').type.text).to.contain('records: Record<string, unknown>[]');
  });

  it('names, for each element, the built module that package.json exports under its tag', async () => {
    const manifest = await committed('custom-elements.json');
    const perElement = pkg.exports['./bo-*'].default;
    for (const m of manifest.modules as { path: string; declarations: { tagName: string }[]; exports: { declaration: { module: string } }[] }[]) {
      const tag = m.declarations[0].tagName;
      expect(`./${m.path}`, tag).to.equal(perElement.replace('*', tag.slice('bo-'.length)));
      expect(m.exports.map((e) => e.declaration.module), tag).to.deep.equal([m.path, m.path]);
    }
    const types = await committed('web-types.json');
    expect(types.contributions.html.elements.map((e: { name: string; source: { module: string } }) => e.source.module))
      .to.deep.equal(tags(manifest).map((tag) => `${pkg.name}/${tag}`));
  });
});
