/**
 * An element's head: what its class needs before its definition has come (host.ts), and what the
 * autoloader's table holds for each tag (elements/autoload.ts, written by scripts/manifest.mjs).
 */
import type { AttrSpecs } from './attributes';
import { universalAttributes, type ElementDefinition } from './definition';

/** What a class needs before its definition: the element's property names (camelCase; one without an
 * attribute starts with '.') and method names, and whether it is form-associated. */
export interface ElementHead {
  tag: string;
  props: readonly string[];
  methods: readonly string[];
  form: boolean;
}

/** The head of a definition (what the autoloader's table holds for each tag, scripts/manifest.mjs). */
export function headOf(def: ElementDefinition): ElementHead {
  const specs: AttrSpecs = { ...universalAttributes, ...def.attributes };
  return {
    tag: def.tag,
    props: Object.entries(specs).map(([p, s]) => (s.kind === 'property' ? `.${p}` : p)),
    methods: Object.keys(def.methods ?? {}),
    form: !!def.form,
  };
}

