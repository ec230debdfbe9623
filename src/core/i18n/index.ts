/** The catalogues, their translators and the hooks that give components the element's translator. */
export * from './translate';
export { useT, useLatestT, useLocaleTranslator, TranslateProvider } from './react';
export { pageLang, subscribePageLang } from './page-lang';
