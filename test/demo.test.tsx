/** The demo gallery lists every registered element and drives the live one. */
import { expect } from 'chai';
import { createRoot, type Root } from 'react-dom/client';
import { FluentProvider } from '@fluentui/react-components';
import { registry } from '../elements';
import { Gallery } from '../demo/gallery/Gallery';
import { settle, waitFor } from './helpers';

describe('demo gallery', () => {
  let container: HTMLDivElement;
  let root: Root;
  beforeEach(() => {
    location.hash = '#bo-pagination';
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    root.render(
      <FluentProvider>
        <Gallery definitions={[...registry.values()]} />
      </FluentProvider>,
    );
  });
  afterEach(() => {
    root.unmount();
    container.remove();
    location.hash = '';
  });

  it('lists every registered element', async () => {
    await waitFor(() => container.querySelectorAll('nav a').length > 0, 'nav');
    const listed = [...container.querySelectorAll('nav a')].map((a) => a.textContent);
    expect(listed).to.deep.equal([...registry.keys()].sort().map((t) => `<${t}>`));
  });

  it('shows the live example, logs its events, and the playground writes attributes', async () => {
    const pager = await waitFor(() => container.querySelector<HTMLElement>('[data-stage] bo-pagination'), 'live example');
    const next = await waitFor(() => pager.shadowRoot!.querySelector<HTMLButtonElement>('button[aria-label="第 2 页"]'), 'pager');
    next.click();
    await waitFor(() => container.querySelector('[data-event-log]')!.textContent!.includes('bo-change {"page":2,"pageSize":10}'), 'event logged');
    const total = [...container.querySelectorAll('label')].find((l) => l.textContent!.startsWith('total'))!;
    const input = container.querySelector<HTMLInputElement>(`#${total.htmlFor}`)!;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setValue.call(input, '57');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await settle();
    expect(pager.getAttribute('total')).to.equal('57');
    await waitFor(() => pager.shadowRoot!.textContent!.includes('共 57 条'), 'pager follows the playground');
  });

  it('its language switch sets <html lang>, and the live example follows', async () => {
    const pager = await waitFor(() => container.querySelector<HTMLElement>('[data-stage] bo-pagination'), 'live example');
    await waitFor(() => pager.shadowRoot!.textContent!.includes('共 235 条'), 'Chinese first');
    const english = [...container.querySelectorAll<HTMLInputElement>('[data-language-switch] input')].find((i) => i.value === 'en-US')!;
    english.click();
    await waitFor(() => document.documentElement.lang === 'en-US', '<html lang="en-US">');
    await waitFor(() => pager.shadowRoot!.textContent!.includes('235 items'), 'the example in English');
    [...container.querySelectorAll<HTMLInputElement>('[data-language-switch] input')].find((i) => i.value === 'zh-CN')!.click();
    await waitFor(() => pager.shadowRoot!.textContent!.includes('共 235 条'), 'back to Chinese');
    expect(document.documentElement.lang).to.equal('zh-CN');
  });
});
