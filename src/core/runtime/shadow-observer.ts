/**
 * The DOM API that tabster (Fluent's focus manager) uses to see into our shadow roots: tabster's own
 * shadow-DOM API, with a mutation observer that lets go of the shadow roots that left the page.
 *
 * Why: tabster 8.8's ShadowMutationObserver keeps one MutationObserver per shadow root it has seen, in a
 * Map, and never deletes one: on a removed node it returns early when the node is a shadow host, and
 * otherwise looks the removed *elements* up in a Map keyed by *shadow roots*. Tabster is one instance
 * per window and lives as long as any Fluent component is mounted on the page (a tab bar, a date
 * dialog, another picker: any real page keeps one), so every removed element stayed reachable through
 * that Map: its host, its shadow root and the ~140 listeners React puts on the shadow root (the root's
 * container). With no Fluent component left, tabster is disposed and the Map with it, which is why a
 * page with nothing else mounted did not leak.
 *
 * This observer behaves like tabster's (one observer on the root, one per shadow root inside it, the
 * same callback for all), and drops the observers of shadow roots that are no longer inside the root:
 * - when a batch of records removes nodes (checked when the records are delivered, after the task: a
 *   move within the page — remove + insert in one task, as jQuery does — keeps its observer);
 * - when the element runtime says that one of its elements really left the page
 *   (`releaseShadowRoots`), which also covers containers tabster cannot observe (a closed shadow root).
 * Instead of patching Element.prototype.attachShadow as tabster does, the runtime announces the shadow
 * root of each element it connects (`observeShadowRoot`): the only roots with Fluent content are ours.
 */
import { getShadowDOMAPI, type Types } from 'tabster';

const live = new Set<ShadowTreeObserver>();

const isShadowRoot = (node: Node): node is ShadowRoot =>
  node.nodeType === Node.DOCUMENT_FRAGMENT_NODE && !!(node as ShadowRoot).host;

/** Whether `node` is inside `root`, crossing shadow boundaries (a shadow root is inside its host). */
function within(root: Node | undefined, node: Node): boolean {
  for (let n: Node | null = node; n; n = isShadowRoot(n) ? n.host : n.parentNode) {
    if (n === root) return true;
  }
  return false;
}

class ShadowTreeObserver implements MutationObserver {
  private readonly main: MutationObserver;
  private readonly subs = new Map<ShadowRoot, MutationObserver>();
  private root?: Node;
  private options?: MutationObserverInit;

  constructor(private readonly callback: MutationCallback) {
    this.main = new MutationObserver(this.deliver);
  }

  private readonly deliver = (records: MutationRecord[]) => {
    let removed = false;
    for (const record of records) {
      if (record.type !== 'childList') continue;
      if (record.removedNodes.length) removed = true;
      record.addedNodes.forEach((node) => this.discover(node));
    }
    if (removed) this.sweep();
    this.callback(records, this);
  };

  observe(target: Node, options?: MutationObserverInit) {
    this.root = target;
    this.options = options;
    live.add(this);
    this.main.observe(target, options);
    this.discover(target);
  }

  disconnect() {
    live.delete(this);
    this.main.disconnect();
    this.subs.forEach((sub) => sub.disconnect());
    this.subs.clear();
    this.root = this.options = undefined;
  }

  /** number of shadow roots observed */
  get size() {
    return this.subs.size;
  }

  takeRecords() {
    const records = this.main.takeRecords();
    this.subs.forEach((sub) => records.push(...sub.takeRecords()));
    return records;
  }

  /** observes a shadow root inside the root (and the shadow roots inside it) */
  add(shadowRoot: ShadowRoot) {
    if (!this.options?.subtree || this.subs.has(shadowRoot) || !within(this.root, shadowRoot)) return;
    const sub = new MutationObserver(this.deliver);
    sub.observe(shadowRoot, this.options);
    this.subs.set(shadowRoot, sub);
    this.discover(shadowRoot);
  }

  /** drops the observers of shadow roots that are no longer inside the root */
  sweep() {
    this.subs.forEach((sub, shadowRoot) => {
      if (within(this.root, shadowRoot)) return;
      sub.disconnect();
      this.subs.delete(shadowRoot);
    });
  }

  /** observes the shadow roots of `node` and of the elements under it */
  private discover(node: Node) {
    if (!this.options?.subtree) return;
    const own = (node as Element).shadowRoot;
    if (own) this.add(own);
    const doc = node.ownerDocument ?? (node as Document);
    const walker = doc.createTreeWalker(node, NodeFilter.SHOW_ELEMENT);
    for (let el = walker.nextNode() as Element | null; el; el = walker.nextNode() as Element | null) {
      if (el.shadowRoot) this.add(el.shadowRoot);
    }
  }
}

/** tabster's shadow-DOM API with the observer above; set as `window.__tabsterShadowDOMAPI` */
export const shadowDOMAPI = (): Types.DOMAPI => ({
  ...(getShadowDOMAPI() as Types.DOMAPI),
  createMutationObserver: (callback) => new ShadowTreeObserver(callback),
});

/** An element's shadow root is in the page: observe it, and the shadow roots it is nested in, if any. */
export function observeShadowRoot(shadowRoot: ShadowRoot) {
  if (!live.size) return;
  const chain: ShadowRoot[] = [];
  for (let r: Node = shadowRoot; isShadowRoot(r); r = r.host.getRootNode()) chain.unshift(r);
  live.forEach((observer) => chain.forEach((r) => observer.add(r)));
}

/** An element really left the page: forget every shadow root no longer in it. */
export function releaseShadowRoots() {
  live.forEach((observer) => observer.sweep());
}

/** Number of shadow roots observed for tabster (tests). */
export const observedShadowRoots = () => [...live].reduce((n, o) => n + o.size, 0);
