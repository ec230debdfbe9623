/**
 * An element's head: what its class needs before its definition has come (host.ts), and what the
 * autoloader's table holds for each tag (elements/autoload.ts, written by scripts/manifest.mjs): its
 * properties with what parses them (kind, default, values or items, reflection; not their checks, which
 * come with the definition), its method names and whether it is form-associated.
 */
import type { AttrKind, AttrSpec, ListItems } from './attributes';
import { universalAttributes, type ElementDefinition } from './definition';

export type HeadSpec = Pick<AttrSpec<unknown>, 'kind' | 'default' | 'values' | 'items' | 'reflect'>;

export interface ElementHead {
  tag: string;
  /** by property name (camelCase), the universal ones (api-base, lang) included */
  specs: Record<string, HeadSpec>;
  methods: readonly string[];
  form: boolean;
}

/** The head of a definition. */
export function headOf(def: ElementDefinition): ElementHead {
  return { tag: def.tag, specs: { ...universalAttributes, ...def.attributes }, methods: Object.keys(def.methods ?? {}), form: !!def.form };
}

/** A head spec as the autoloader's table writes it: [kind's letter, default, values or items, reflect]. */
export type PackedSpec = readonly [kind: string, def?: unknown, extra?: readonly string[] | string, reflect?: 1];
const KINDS: Record<string, AttrKind> = { s: 'string', n: 'number', b: 'boolean', j: 'json', l: 'list', e: 'enum', p: 'property' };

/** A head spec as the autoloader's table writes it (trailing blanks left out). */
export function pack(s: HeadSpec): PackedSpec {
  const letter = Object.keys(KINDS).find((k) => KINDS[k] === s.kind)!;
  const extra = s.kind === 'enum' ? s.values : s.kind === 'list' ? s.items : undefined;
  const packed: unknown[] = [letter, s.default, extra, s.reflect ? 1 : undefined];
  while (packed.length > 1 && packed[packed.length - 1] === undefined) packed.pop();
  return packed as unknown as PackedSpec;
}

export function unpack([letter, def, extra, reflect]: PackedSpec): HeadSpec {
  const kind = KINDS[letter];
  return {
    kind,
    default: def,
    ...(kind === 'enum' ? { values: extra as readonly string[] } : kind === 'list' ? { items: extra as ListItems } : {}),
    ...(reflect ? { reflect: true } : {}),
  };
}
