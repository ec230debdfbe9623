import { expect } from 'chai';
import { registry } from '../elements';
import { customElementsManifest } from '../src/core/manifest';
import pkg from '../package.json';

describe('custom-elements.json', () => {
  it('is up to date with the element registry (run `npm run manifest` when this fails)', async () => {
    const committed = await (await fetch('/custom-elements.json')).json();
    const fresh = customElementsManifest([...registry.values()], pkg.version);
    expect(committed).to.deep.equal(JSON.parse(JSON.stringify(fresh)));
  });

  it('lists every element with its attributes and events', async () => {
    const committed = await (await fetch('/custom-elements.json')).json();
    const tags = committed.modules.map((m: { declarations: { tagName: string }[] }) => m.declarations[0].tagName);
    expect(tags).to.include.members(['bo-status-badge', 'bo-pagination', 'bo-tab-bar', 'bo-approval-button', 'bo-date-dialog', 'bo-config']);
    const pagination = committed.modules.find((m: { path: string }) => m.path === 'elements/bo-pagination.ts').declarations[0];
    expect(pagination.attributes.map((a: { name: string }) => a.name)).to.include.members(['total', 'page-size', 'api-base']);
    expect(pagination.events.map((e: { name: string }) => e.name)).to.include.members(['bo-change', 'bo-error']);
  });
});
