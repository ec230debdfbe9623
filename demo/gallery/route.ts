import * as React from 'react';

/** The demo's pages are plain hash routes: `#/` the overview, `#/bo-goods-picker` a reference page
 * (`#bo-goods-picker`, the gallery's old links, still work). Deep links and the back button work. */
export const hrefOf = (tag?: string) => (tag ? `#/${tag}` : '#/');

const read = () => decodeURIComponent(location.hash.replace(/^#\/?/, ''));
const subscribe = (changed: () => void) => {
  addEventListener('hashchange', changed);
  return () => removeEventListener('hashchange', changed);
};

/** The tag of the page shown, '' for the overview. */
export const useRoute = () => React.useSyncExternalStore(subscribe, read);
