/** The `data` attribute of the pickers whose tree the page passes (hierarchy, cascader; spec 2 §5). */
import { attr } from '../../core/runtime';

const isArray = (v: unknown) => (Array.isArray(v) ? undefined : 'expected a JSON array of nodes');

/** `data`: the tree (a JSON array of nodes, each with its `children`), as attribute or property. */
export const treeDataAttribute = <Node,>(description: string, typeText: string) => ({
  data: attr.json<Node[]>([], description, typeText, { check: isArray }),
});
