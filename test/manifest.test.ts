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
const tags = (manifest: { modules: { declarations: { tagName: string }[] }[] }) => manifest.modules.map((m) => m.declarations[0].tagName);
describe('manifests', () => {
  it('are up to date with the element registry (run `npm run manifest` when this fails)', async () => {
    expect(await committed('custom-elements.json')).to.deep.equal(fresh(customElementsManifest(definitions(), pkg.version)));
    expect(await committed('vscode.html-custom-data.json')).to.deep.equal(fresh(vscodeCustomData(definitions())));
    expect(await committed('web-types.json')).to.deep.equal(fresh(webTypes(definitions(), pkg.version)));
  });

  it('custom-elements.json lists every element with its attributes and events', async () => {
    const manifest = await committed('custom-elements.json');
    expect(tags(manifest)).to.include.members(['bo-status-badge', 'bo-pagination', 'bo-tab-bar', 'bo-approval-button', 'bo-date-dialog', 'bo-config']);
    const pagination = manifest.modules.find((m: { path: string }) => m.path === 'dist/bo-pagination.js').declarations[0];
    expect(pagination.attributes.map((a: { name: string }) => a.name)).to.include.members(['total', 'page-size', 'api-base']);
    expect(pagination.events.map((e: { name: string }) => e.name)).to.include.members(['bo-change', 'bo-error']);
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
