import * as React from 'react';
import { galleryStrings } from './strings';

export type DemoLang = keyof typeof galleryStrings;

const subscribe = (changed: () => void) => {
  const observer = new MutationObserver(changed);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  return () => observer.disconnect();
};
const pageLang = (): DemoLang => (document.documentElement.lang.toLowerCase().startsWith('en') ? 'en-US' : 'zh-CN');

/** The demo's language: `<html lang>`, which the language switch sets and the elements follow too. */
export const useDemoLang = () => React.useSyncExternalStore(subscribe, pageLang);

/** The demo's own words in its current language. */
export const useStrings = () => galleryStrings[useDemoLang()];
