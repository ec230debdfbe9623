import * as React from 'react';
import { examples } from '../examples';

/** One element of a tag with its example's attributes (examples.ts), created once per page. */
export function useLiveElement(tag: string): HTMLElement {
  const [element] = React.useState(() => {
    const el = document.createElement(tag);
    for (const [k, v] of Object.entries(examples[tag]?.attributes ?? {})) el.setAttribute(k, v);
    return el;
  });
  return element;
}

/**
 * A number that changes whenever the element may hold other values: an attribute changed, the element
 * dispatched one of its events (a property the user changed — `page` after paging — is up to date when
 * its event arrives), or `changed()` was called (after a method). Fields and snippets read the
 * element's properties when they render.
 */
export function useElementChanges(element: HTMLElement, events: readonly string[]): [number, () => void] {
  const [version, setVersion] = React.useState(0);
  const changed = React.useCallback(() => setVersion((v) => v + 1), []);
  const names = events.join(' ');
  React.useEffect(() => {
    const observer = new MutationObserver(changed);
    observer.observe(element, { attributes: true });
    const list = names.split(' ').filter(Boolean);
    list.forEach((n) => element.addEventListener(n, changed));
    return () => {
      observer.disconnect();
      list.forEach((n) => element.removeEventListener(n, changed));
    };
  }, [element, names, changed]);
  return [version, changed];
}
