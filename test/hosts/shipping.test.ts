/**
 * The shipping form (demo/hosts/shipping.html) on the built bundle: a plain <form method="post"> whose
 * project, address and region pickers are rendered and bound by Vue 3 (`:selected-ids`, `:address-type`,
 * `@bo-confirm`), and a map picker the page opens with show() and moves to another column (remove +
 * append in one task, as jQuery does). The post carries the project's id, the region's codes and the
 * point, each under the picker's name.
 */
import { expect } from 'chai';
import { store } from '../../demo/mock';
import { fill } from '../conformance-triggers';
import { $, $$, waitFor, SLOW } from '../helpers';
import { hostPageHooks, openHostPage, pickFirst, confirm, type HostPage, type Picker } from './host-page';

async function submitted(page: HostPage) {
  const arrived = new Promise((resolve) => page.frame.addEventListener('load', resolve, { once: true }));
  page.click('button[type="submit"]');
  await arrived;
  return Object.fromEntries([...page.document.querySelectorAll('#received tr')].map((tr) => [tr.querySelector('th')!.textContent, tr.querySelector('td')!.textContent]));
}

/** Clicks the places of the region picker's tabs in turn (province, city, district). */
async function walk(picker: Element, ...path: string[]) {
  for (const name of path) {
    const place = await waitFor(() => $$(picker, '[data-bo-region] [data-code]').find((b) => b.textContent!.trim() === name), name);
    place.click();
  }
}

const input = (picker: Element, name: string) => $<HTMLInputElement>(picker, `[data-field="${name}"] input, input[data-field="${name}"]`)!;

describe('host page: a shipping form in Vue 3 with project, address, region and map pickers (demo/hosts/shipping.html)', function () {
  this.timeout(60000 * SLOW);
  hostPageHooks();

  it("Vue's bindings reach the pickers and their choices come back; the moved map picker's point and the region's codes are posted", async () => {
    const page = await openHostPage('shipping.html');

    page.click('#pick-project');
    const project = page.find<Picker>('bo-project-picker');
    const projectId = await pickFirst(project);
    const name = store.projects().projects.find((p) => String(p.id) === projectId)!.name;
    await waitFor(() => page.text('#project') === name, 'the project named by the page');
    // Vue wrote the confirmed ids back through :selected-ids
    expect((project as unknown as { selectedIds: unknown[] }).selectedIds.map(String)).to.deep.equal([projectId]);

    const type = page.find<HTMLSelectElement>('#address-type');
    type.value = '5';
    type.dispatchEvent(new page.window.Event('change', { bubbles: true }));
    await waitFor(() => page.find<HTMLElement & { addressType?: number }>('bo-address-picker').addressType === 5, ':address-type bound');
    page.click('#pick-address');
    const address = page.find<Picker>('bo-address-picker');
    // the page's own mock backend answers address_type 5 with warehouse addresses only
    await waitFor(() => $$(address, '[data-row-id]').length > 0, 'the addresses');
    expect($$(address, '[data-row-id]').every((row) => row.textContent!.includes('仓库地址'))).to.equal(true);
    await pickFirst(address);
    await waitFor(() => page.text('#address').endsWith('（仓库地址）'), 'the warehouse address written by the page');

    page.click('#pick-region');
    const region = page.find<Picker>('bo-region-picker');
    await walk(region, '四川省', '成都市', '武侯区');
    await confirm(region);
    await waitFor(() => page.text('#region') === '四川省 成都市 武侯区', 'the region written by the page');

    page.click('#move');
    const map = page.find<Picker>('bo-map-address-picker');
    expect(map.parentElement!.id, 'moved to the right column').to.equal('right');
    page.click('#pick-point');
    await waitFor(() => $(map, '[data-map-ready]'), 'the map');
    fill(input(map, 'lng'), '104.06585');
    fill(input(map, 'lat'), '30.65754');
    $<HTMLButtonElement>(map, '[data-action="locate"]')!.click();
    await waitFor(() => $(map, '[data-map-marker]'), 'the marker');
    $<HTMLButtonElement>(map, '[data-action="confirm"]')!.click();
    await waitFor(() => page.text('#point') === '104.06585, 30.65754', 'the point written by the page');

    expect(page.text('#log')).to.not.contain('出错');
    const posted = await submitted(page);
    expect(posted).to.include({ order_no: 'FH-2026-0042', project_id: projectId, region: '510000,510100,510107', point: '104.06585,30.65754' });
  });
});
