/** Renders the demo (its Gallery, without the mock worker unless a test starts it) for the demo tests. */
import { createRoot } from 'react-dom/client';
import { FluentProvider } from '@fluentui/react-components';
import '../elements';
import { Gallery } from '../demo/gallery/Gallery';
import type { Host } from '../demo/reference/printers';
import { settle, waitFor } from './helpers';

export interface DemoPage {
  container: HTMLDivElement;
  /** the live element of the reference page shown */
  live<E extends HTMLElement = HTMLElement>(tag: string): Promise<E>;
  /** the playground's field of an attribute (its native input, select or textarea) */
  field<E extends HTMLElement = HTMLInputElement>(attribute: string): E;
  /** the snippet of a host, after choosing its tab */
  snippet(host: Host): Promise<string>;
  /** types into a playground field as a user does */
  type(attribute: string, text: string): Promise<void>;
  close(): void;
}

/** Opens the demo at a hash route (`#/`, `#/bo-pagination`). */
export function openDemo(hash: string): DemoPage {
  location.hash = hash;
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  root.render(
    <FluentProvider>
      <Gallery />
    </FluentProvider>,
  );
  const field = <E extends HTMLElement>(attribute: string) => {
    const el = container.querySelector<E>(`[data-playground] [data-attribute="${attribute}"]`);
    if (!el) throw new Error(`no playground field for ${attribute}`);
    return el;
  };
  return {
    container,
    live: (tag) => waitFor(() => container.querySelector(`[data-stage] ${tag}`), `the live <${tag}>`),
    field,
    async snippet(host) {
      const tab = await waitFor(() => container.querySelector<HTMLButtonElement>(`[data-snippet-hosts] [data-host="${host}"]`), `the ${host} tab`);
      tab.click();
      return (await waitFor(() => container.querySelector(`[data-snippet="${host}"]`), `the ${host} snippet`)).textContent!;
    },
    async type(attribute, text) {
      const input = field<HTMLInputElement | HTMLTextAreaElement>(attribute);
      const proto = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
      Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(input, text);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await settle();
    },
    close() {
      root.unmount();
      container.remove();
      location.hash = '';
    },
  };
}
