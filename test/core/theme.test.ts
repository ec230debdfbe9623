/**
 * The page's theme (docs/theming.md): `<bo-config theme="dark">` and `<bo-config brand="#…">` restyle every
 * element on the page at once, an open picker included, without rendering it again (the drawer, what the
 * user typed and the React root stay); Fluent's tokens set by the page on the element win over ours.
 */
import { expect } from 'chai';
import '../../elements/bo-config';
import '../../elements/bo-goods-picker';
import '../../elements/bo-pagination';
import { resetConfig } from '../../src/core/config';
import { debug } from '../../src/core/runtime';
import { brandRamp } from '../../src/core/runtime/brand-ramp';
import { $, captureWarnings, listen, mount, settle, waitFor } from '../helpers';
import { opened, pickerHooks } from '../pickers/picker-helpers';

type Picker = HTMLElementTagNameMap['bo-goods-picker'];

const part = (el: Element, name: string) => $(el, `[part~="${name}"]`)!;
const background = (el: Element, name: string) => getComputedStyle(part(el, name)).backgroundColor;
const WHITE = 'rgb(255, 255, 255)'; // colorNeutralBackground1, light
const DARK = 'rgb(41, 41, 41)'; // colorNeutralBackground1, dark (#292929)
const FLUENT_BLUE = 'rgb(15, 108, 189)'; // colorBrandBackground, #0f6cbd

/** OKLab-free check of a ramp's order: the sum of the channels grows from shade 10 to 160. */
const brightness = (hex: string) => [1, 3, 5].reduce((sum, i) => sum + parseInt(hex.slice(i, i + 2), 16), 0);

describe('the page theme: <bo-config theme> and <bo-config brand>', () => {
  pickerHooks('bo-error');
  let config: HTMLElement;
  beforeEach(async () => {
    config = await mount('bo-config');
  });
  afterEach(() => {
    document.querySelectorAll('style[data-test-theme]').forEach((s) => s.remove());
    resetConfig();
  });

  async function openPicker() {
    const el = (await mount('bo-goods-picker', { 'no-tree': '' })) as Picker;
    void el.show();
    await opened(el);
    return el;
  }

  it('theme="dark" restyles an open picker at once: same drawer, same React root, the typed text kept; removing it goes back to light', async () => {
    const el = await openPicker();
    const pager = await mount('bo-pagination', { total: '50' });
    const input = $<HTMLInputElement>(el, '[data-field="name"] input')!;
    input.value = 'abc';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    const drawer = part(el, 'drawer');
    const roots = debug.mountedRoots;
    expect(background(el, 'drawer')).to.equal(WHITE);

    config.setAttribute('theme', 'dark');
    await waitFor(() => background(el, 'drawer') === DARK, 'the drawer dark');
    expect(getComputedStyle(el).colorScheme, 'native controls follow').to.equal('dark');
    expect(getComputedStyle(pager).getPropertyValue('--colorNeutralBackground1').trim(), 'every element').to.equal('#292929');
    expect([part(el, 'drawer') === drawer, drawer.isConnected, el.open, debug.mountedRoots === roots]).to.deep.equal([true, true, true, true]);
    expect($<HTMLInputElement>(el, '[data-field="name"] input')!.value).to.equal('abc');

    const later = (await mount('bo-goods-picker', { 'no-tree': '' })) as Picker;
    void later.show();
    await opened(later);
    expect(background(later, 'drawer'), 'an element mounted later').to.equal(DARK);

    config.removeAttribute('theme');
    await waitFor(() => background(el, 'drawer') === WHITE, 'light again');
    expect(getComputedStyle(el).colorScheme).to.equal('light');
  });

  it('brand builds the brand shades from one colour: the primary button takes it in light and dark themes', async () => {
    const el = await openPicker();
    expect(background(el, 'confirm-button')).to.equal(FLUENT_BLUE);
    config.setAttribute('brand', '#c00000');
    await waitFor(() => background(el, 'confirm-button') === 'rgb(192, 0, 0)', 'the brand colour on 确定');
    config.setAttribute('theme', 'dark');
    const ramp = brandRamp('#c00000')!;
    await waitFor(() => background(el, 'drawer') === DARK, 'dark');
    // Fluent's dark theme puts the brand's shade 70 on primary buttons; brand text takes 110 (as Fluent's
    // theme designer exports a dark theme: Fluent's own 100 is too dark on dark surfaces)
    expect(getComputedStyle(el).getPropertyValue('--colorBrandBackground').trim()).to.equal(ramp[70]);
    expect(getComputedStyle(el).getPropertyValue('--colorBrandForeground1').trim()).to.equal(ramp[110]);
    config.removeAttribute('brand');
    config.removeAttribute('theme');
    await waitFor(() => background(el, 'confirm-button') === FLUENT_BLUE, "Fluent's blue again");
  });

  it("a page's own token on the element wins over the theme's, and its ::part rules style the parts", async () => {
    const el = await openPicker();
    const sheet = Object.assign(document.createElement('style'), {
      textContent: 'bo-goods-picker { --colorBrandBackground: rgb(0, 128, 0) } bo-goods-picker::part(footer) { background-color: rgb(1, 2, 3) }',
    });
    sheet.dataset.testTheme = '';
    document.head.append(sheet);
    // (buttons fade from one colour to the next)
    await waitFor(() => background(el, 'confirm-button') === 'rgb(0, 128, 0)', "the page's brand token on 确定");
    expect(background(el, 'footer')).to.equal('rgb(1, 2, 3)');
    config.setAttribute('brand', '#c00000');
    config.setAttribute('theme', 'dark');
    await waitFor(() => background(el, 'drawer') === DARK, 'dark');
    await settle(300);
    expect(background(el, 'confirm-button'), 'still the page token').to.equal('rgb(0, 128, 0)');
    expect(getComputedStyle(el).getPropertyValue('--colorBrandBackground').trim()).to.equal('rgb(0, 128, 0)');
  });

  it('a brand that is not #rgb or #rrggbb warns, dispatches bo-error and keeps Fluent\'s blue', async () => {
    const el = await openPicker();
    const heard = listen('bo-error');
    const warnings = await captureWarnings(async () => {
      config.setAttribute('brand', 'red');
      await settle(100);
    });
    heard.stop();
    expect(warnings).to.have.length(1);
    expect(heard.of('bo-error').map((e) => e.detail.attribute)).to.deep.equal(['brand']);
    expect(background(el, 'confirm-button')).to.equal(FLUENT_BLUE);
  });

  it('the ramp puts the colour at shade 80, darker shades below and lighter above', () => {
    for (const colour of ['#0f6cbd', '#c00000', '#ffd400', '#107c10']) {
      const ramp = brandRamp(colour)!;
      const shades = Object.values(ramp) as string[];
      expect(ramp[80], colour).to.equal(colour);
      expect(shades.map(brightness), colour).to.deep.equal(shades.map(brightness).sort((a, b) => a - b));
    }
    expect(brandRamp('#abc')![80]).to.equal('#aabbcc');
    expect([brandRamp(''), brandRamp('red'), brandRamp('#12345')]).to.deep.equal([undefined, undefined, undefined]);
  });
});
