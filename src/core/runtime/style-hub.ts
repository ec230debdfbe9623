/**
 * One Griffel renderer for the whole page whose constructable stylesheets are adopted by every element's
 * shadow root: a table of 200 badges shares one copy of each Fluent rule instead of carrying 200.
 * @griffel/shadow-dom writes the sheet list of one "shadow root"; we hand it a hub object whose
 * `adoptedStyleSheets` setter copies the list into every registered root (after that root's own sheets).
 * Browsers without constructable stylesheets get @griffel/shadow-dom's fallback: <style> tags per root.
 */
import { createShadowDOMRenderer } from '@griffel/shadow-dom';
import type { GriffelRenderer } from '@griffel/core';

const SUPPORTED = (() => {
  try {
    return 'adoptedStyleSheets' in Document.prototype && !!new CSSStyleSheet();
  } catch {
    return false;
  }
})();

const roots = new Map<ShadowRoot, CSSStyleSheet[]>();
let shared: CSSStyleSheet[] = [];

const apply = (root: ShadowRoot, own: CSSStyleSheet[]) => {
  root.adoptedStyleSheets = [...own, ...shared];
};

const hub = {
  get adoptedStyleSheets() {
    return shared;
  },
  set adoptedStyleSheets(sheets: CSSStyleSheet[]) {
    shared = sheets;
    roots.forEach((own, root) => apply(root, own));
  },
};

let pageRenderer: GriffelRenderer | undefined;
const sheetCache = new Map<string, CSSStyleSheet>();

const newSheet = (cssText: string) => {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(cssText);
  return sheet;
};

/** A constructable sheet for a CSS text, created once per page. */
export function sharedSheet(cssText: string): CSSStyleSheet {
  let sheet = sheetCache.get(cssText);
  if (!sheet) {
    sheet = newSheet(cssText);
    sheetCache.set(cssText, sheet);
  }
  return sheet;
}

/**
 * CSS whose text changes while shadow roots use it (the page's theme): one sheet adopted by every root
 * and rewritten in place, so the elements restyle without rendering again (without constructable sheets:
 * a <style> per root, each rewritten).
 */
export function liveCss(initial: string) {
  let text = initial;
  let sheet: CSSStyleSheet | undefined;
  const tags = new Set<HTMLStyleElement>();
  return {
    get text() {
      return text;
    },
    sheet: () => (sheet ??= newSheet(text)),
    tags,
    set(next: string) {
      text = next;
      sheet?.replaceSync(next);
      tags.forEach((tag) => (tag.textContent = next));
    },
  };
}
export type LiveCss = ReturnType<typeof liveCss>;

/**
 * Attaches a shadow root to the page's styles: its own sheets (theme, host rules) first, then the shared
 * Griffel sheets. Returns the renderer to give to Griffel and a function that detaches the root.
 */
export function attachStyles(root: ShadowRoot, ownCss: (string | LiveCss)[]): { renderer: GriffelRenderer; detach: () => void } {
  if (!SUPPORTED) {
    const styles = ownCss.map((css) => {
      const style = root.ownerDocument.createElement('style');
      style.textContent = typeof css === 'string' ? css : css.text;
      if (typeof css !== 'string') css.tags.add(style);
      return style;
    });
    root.prepend(...styles);
    const detach = () =>
      ownCss.forEach((css, i) => {
        styles[i]!.remove();
        if (typeof css !== 'string') css.tags.delete(styles[i]!);
      });
    return { renderer: createShadowDOMRenderer(root), detach };
  }
  pageRenderer ??= createShadowDOMRenderer(hub as unknown as ShadowRoot);
  const own = ownCss.map((css) => (typeof css === 'string' ? sharedSheet(css) : css.sheet()));
  roots.set(root, own);
  apply(root, own);
  return {
    renderer: pageRenderer,
    detach: () => {
      roots.delete(root);
    },
  };
}

/** Number of shadow roots currently attached (debug and tests). */
export const attachedRoots = () => roots.size;
