/**
 * `::part` checks shared by the conformance suite (widgets, dialogs) and the picker contract: the parts
 * an element shows, and whether a page's `tag::part(name)` rule reaches them.
 */
import type { ElementDefinition } from '../src/core/runtime';

/** Pickers: their parts are checked by the picker contract (every section visited), not by conformance. */
export const isPicker = (d: ElementDefinition) => !!(d.methods?.show && d.events?.['bo-confirm'] && d.attributes.selectionMode);

export const documentedParts = (d: ElementDefinition) => Object.keys(d.cssParts ?? {}).sort();

/** Each part name in the element's shadow tree (portals included) with the number of nodes that carry it. */
export function partsShown(el: Element): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const node of el.shadowRoot!.querySelectorAll('[part]')) {
    for (const name of node.getAttribute('part')!.split(/\s+/).filter(Boolean)) counts[name] = (counts[name] ?? 0) + 1;
  }
  return counts;
}

const MARK = 'rgb(1, 2, 3)';

/**
 * Puts a page stylesheet with `tag::part(name) { outline: 2px solid … }` for each name and returns the
 * names whose nodes did not all take the outline (none, when the parts are reachable from the page).
 */
export function unstyledParts(el: Element, names: string[]): string[] {
  const sheet = document.createElement('style');
  sheet.textContent = names.map((name) => `${el.localName}::part(${name}) { outline: 2px solid ${MARK} }`).join('\n');
  document.head.append(sheet);
  try {
    return names.filter((name) => {
      const nodes = [...el.shadowRoot!.querySelectorAll(`[part~="${name}"]`)];
      return !nodes.length || nodes.some((node) => getComputedStyle(node).outlineColor !== MARK);
    });
  } finally {
    sheet.remove();
  }
}
