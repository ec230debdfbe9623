import * as React from 'react';
import { dispatch, type BoErrorDetail } from './events';

/** What a component may know of the element it renders in. */
export interface ElementContextValue {
  host: HTMLElement;
  root: ShadowRoot;
  tag: string;
  /** the element's `api-base` attribute, when set */
  apiBase?: string;
  /** dispatches `bo-error` on the host */
  reportError(detail: BoErrorDetail): void;
}

export const ElementContext = React.createContext<ElementContextValue | null>(null);

/** Outside an element (a plain React test or story) errors go to the console only. */
const detached: ElementContextValue = {
  host: typeof document !== 'undefined' ? document.body : (undefined as unknown as HTMLElement),
  root: undefined as unknown as ShadowRoot,
  tag: 'react',
  reportError: (d) => console.warn('[bo-elements]', d.msg, d),
};

export const useElement = (): ElementContextValue => React.useContext(ElementContext) ?? detached;

export const reportTo = (host: HTMLElement) => (detail: BoErrorDetail) => {
  dispatch(host, 'bo-error', detail);
};
