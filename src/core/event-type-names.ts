/** The names of an element's event types: `bo-goods-picker` `bo-confirm` → `BoGoodsPickerConfirmEvent`
 * and its detail `GoodsPickerConfirmDetail` (elements/event-types.ts, written by manifest.ts; the reference
 * pages and their snippets name them). Imports nothing: a page of the demo takes it without the runtime. */
/** `bo-goods-picker` → `BoGoodsPicker`: an element's class name, and the stem of its event types */
export const pascal = (name: string) => name.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());

export function eventTypeNames(tag: string, event: string): { event: string; detail: string } {
  const what = pascal(event.replace(/^bo-/, ''));
  return { event: `${pascal(tag)}${what}Event`, detail: `${pascal(tag).replace(/^Bo/, '')}${what}Detail` };
}
