/**
 * `::part` names: what a page may style inside the elements (`bo-goods-picker::part(footer)`). One
 * vocabulary for the whole set (docs/theming.md): a name means the same surface in every element that
 * has it (the drawer of a picker and the date dialog both have a header, a title, a close button, a body,
 * a footer and its buttons; the pager of a picker is `pagination`, as in <bo-pagination>).
 */
export type PartName =
  // the surface of a picker's drawer, of the date dialog
  | 'drawer' | 'dialog'
  | 'header' | 'title' | 'close-button' | 'body' | 'footer' | 'cancel-button' | 'confirm-button'
  // inside a picker
  | 'tabs' | 'tree-sidebar' | 'search-form' | 'list' | 'pagination' | 'chosen'
  // the map of the map address picker
  | 'map'
  // inside the date dialog
  | 'input' | 'calendar'
  // the widgets
  | 'tab-bar' | 'tab' | 'badge' | 'button'
  // the management screens
  | 'back-button' | 'buttons'
  // the approval path: the flow's summary, the step row and each step
  | 'summary' | 'steps' | 'step'
  // the photo uploader: each photo or upload on its strip
  | 'thumbnail'
  // the base-info card: the card and its tags
  | 'card' | 'tags';

/** An element's parts with their descriptions (zh-CN, like the rest of the manifest). */
export type PartDocs = Partial<Record<PartName, string>>;

const refs = new Map<string, (node: Element | null) => void>();

/**
 * A ref that names its node a part. Fluent's components pass on only the attributes they know, and
 * `part` is not one of them, so a Fluent component takes `ref={partRef('footer')}`; a plain element takes
 * `part="footer"`. One function per name for the page: React does not call it again on every render.
 */
export function partRef(name: PartName): (node: Element | null) => void {
  let ref = refs.get(name);
  if (!ref) {
    ref = (node) => node?.setAttribute('part', name);
    refs.set(name, ref);
  }
  return ref;
}
