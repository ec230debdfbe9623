/**
 * Manifests of the registered elements, all from the same registry: custom-elements.json (schema
 * 2.1), VS Code's HTML custom data and JetBrains' web-types. `npm run manifest` writes them at the
 * repository's top, the build copies them into dist/ (the package's copies); a test fails when the
 * committed files differ from what the registry gives. Module paths name the built module of each
 * element relative to the package root (`dist/bo-goods-picker.js`, what `bo-elements/bo-goods-picker`
 * resolves to), so both copies are right.
 */
import { attributeName } from './runtime/attributes';
import type { AttrSpec } from './runtime/attributes';
import { universalAttributes, type ElementDefinition } from './runtime/define-element';
import { headOf, pack } from './runtime/head';
import { detailText, ERROR_EVENT, type EventSpec } from './runtime/events';
import { eventTypeNames, pascal } from './event-type-names';

const className = pascal;
const modulePath = (tag: string) => `dist/${tag}.js`;
const PACKAGE = 'bo-elements';
/** what a page imports for one element (package.json `exports`) */
const packageModule = (tag: string) => `${PACKAGE}/${tag}`;
const defaultText = (v: unknown) => (v === undefined ? undefined : JSON.stringify(v));
/** The tags whose elements call the backend (backend-contract.json lists calls for them): only they
 * document `api-base` (every element accepts it; on one that calls nothing it would change nothing). */
export type CallingTags = ReadonlySet<string>;
function attributesOf(def: ElementDefinition, calling: CallingTags): [string, AttrSpec<unknown>][] {
  // an element's own spec of a universal attribute (bo-config's lang) wins; the order stays the element's
  const { apiBase, ...universal } = universalAttributes;
  const all = { ...def.attributes, ...universal, ...(calling.has(def.tag) ? { apiBase } : {}), ...def.attributes };
  return Object.entries(all) as [string, AttrSpec<unknown>][];
}
/** the attributes that exist in HTML (not the property-only ones), with their attribute names */
const htmlAttributesOf = (def: ElementDefinition, calling: CallingTags) =>
  attributesOf(def, calling)
    .filter(([, s]) => s.kind !== 'property')
    .map(([prop, s]) => [attributeName(prop), prop, s] as const);
const byTag = (definitions: ElementDefinition[]) => [...definitions].sort((a, b) => a.tag.localeCompare(b.tag));

const eventsOf = (def: ElementDefinition): [string, EventSpec<unknown>][] => [
  ...(Object.entries(def.events ?? {}) as [string, EventSpec<unknown>][]),
  ['bo-error', ERROR_EVENT],
];

function splitSignature(signature: string) {
  const m = /^\w+\((.*)\)(?::\s*(.+))?$/.exec(signature.trim());
  const params = m?.[1]?.trim() ? m[1].split(/,\s*(?![^<{(]*[>})])/) : [];
  return {
    parameters: params.map((p) => {
      const [name, ...type] = p.split(':');
      return { name: name.replace('?', '').trim(), ...(type.length ? { type: { text: type.join(':').trim() } } : {}), ...(name.includes('?') ? { optional: true } : {}) };
    }),
    return: m?.[2] ? { type: { text: m[2].trim() } } : undefined,
  };
}

export function customElementsManifest(definitions: ElementDefinition[], version: string, calling: CallingTags) {
  const sorted = byTag(definitions);
  return {
    schemaVersion: '2.1.0',
    readme: `bo-elements ${version}`,
    modules: sorted.map((def) => {
      const name = className(def.tag);
      const attrs = attributesOf(def, calling);
      return {
        kind: 'javascript-module',
        path: modulePath(def.tag),
        declarations: [
          {
            kind: 'class',
            name,
            tagName: def.tag,
            customElement: true,
            description: def.description,
            attributes: htmlAttributesOf(def, calling).map(([name, prop, s]) => ({
              name,
              fieldName: prop,
              type: { text: s.typeText },
              default: defaultText(s.default),
              description: s.description,
            })),
            members: [
              ...attrs.map(([prop, s]) => ({
                kind: 'field',
                name: prop,
                type: { text: s.typeText },
                default: defaultText(s.default),
                description: s.description,
                ...(s.kind !== 'property' ? { attribute: attributeName(prop) } : {}),
                ...(s.reflect ? { reflects: true } : {}),
              })),
              ...Object.entries(def.methods ?? {}).map(([m, spec]) => ({ kind: 'method', name: m, description: spec.description, ...splitSignature(spec.signature) })),
            ],
            events: eventsOf(def).map(([e, spec]) => ({ name: e, type: { text: `CustomEvent<${detailText(spec.detail)}>` }, description: spec.description })),
            cssParts: Object.entries(def.cssParts ?? {}).map(([p, description]) => ({ name: p, description })),
            cssProperties: Object.entries(def.cssProperties ?? {}).map(([p, description]) => ({ name: p, description })),
          },
        ],
        exports: [
          { kind: 'js', name, declaration: { name, module: modulePath(def.tag) } },
          { kind: 'custom-element-definition', name: def.tag, declaration: { name, module: modulePath(def.tag) } },
        ],
      };
    }),
  };
}

const valuesOf = (s: AttrSpec<unknown>) =>
  s.kind === 'enum' ? s.values?.filter(Boolean).map((name) => ({ name })) : undefined;

export function vscodeCustomData(definitions: ElementDefinition[], calling: CallingTags) {
  return {
    version: 1.1,
    tags: byTag(definitions).map((def) => ({
      name: def.tag,
      description: def.description,
      attributes: htmlAttributesOf(def, calling).map(([name, , s]) => ({
        name,
        description: s.description,
        ...(s.kind === 'boolean' ? { valueSet: 'v' } : {}),
        ...(valuesOf(s) ? { values: valuesOf(s) } : {}),
      })),
    })),
  };
}

export function webTypes(definitions: ElementDefinition[], version: string, calling: CallingTags) {
  return {
    $schema: 'https://json.schemastore.org/web-types',
    name: PACKAGE,
    version,
    'description-markup': 'markdown',
    contributions: {
      html: {
        elements: byTag(definitions).map((def) => ({
          name: def.tag,
          description: def.description,
          source: { module: packageModule(def.tag), symbol: className(def.tag) },
          attributes: htmlAttributesOf(def, calling).map(([name, , s]) => ({
            name,
            description: s.description,
            default: defaultText(s.default),
            value: { type: s.typeText, required: false },
          })),
          js: {
            properties: attributesOf(def, calling).map(([prop, s]) => ({ name: prop, description: s.description, type: s.typeText })),
            events: eventsOf(def).map(([e, spec]) => ({ name: e, description: spec.description })),
          },
        })),
      },
    },
  };
}

/**
 * The autoloader's table (elements/autoload.ts, the module of dist/bo-elements.js): for every tag, its
 * loader and its head (headOf: property and method names, form association), the exports of the
 * configuration entry beside them.
 */
export function autoloaderModule(definitions: ElementDefinition[]): string {
  const lines = byTag(definitions).map((def) => {
    // an element that draws nothing needs no React: its code is in the autoloader (<bo-config> applies the
    // page's configuration before any element's code has come)
    if (!def.component) return `export { ${className(def.tag)} } from './${def.tag}';`;
    const { methods, form } = headOf(def);
    // the universal attributes are the runtime's (an element's own spec of one, bo-config's lang, is its own)
    const specs = Object.entries(def.attributes).map(([prop, spec]) => {
      const fits = spec.default === undefined || JSON.stringify(JSON.parse(JSON.stringify(spec.default))) === JSON.stringify(spec.default);
      if (!fits || typeof spec.default === 'function') throw new Error(`<${def.tag}> ${prop}: its default cannot be written in the autoloader's table`);
      return `${prop}: [${pack(spec).map((x) => (x === undefined ? 'undefined' : JSON.stringify(x))).join(', ')}]`;
    });
    const args = [`'${def.tag}'`, `() => import('./${def.tag}')`, `{ ${specs.join(', ')} }`, ...(methods.length || form ? [`'${methods.join(' ')}'`] : []), ...(form ? ['true'] : [])];
    return `export const ${className(def.tag)} = e(${args.join(', ')});`;
  });
  return `/**
 * The autoloader, dist/bo-elements.js: one module a page loads to have every tag, defined at once; an
 * element's code comes when one of its elements first connects or is called (src/core/runtime/autoload.ts).
 * Written by \`npm run manifest\` from the element registry (scripts/manifest.mjs): do not edit.
 */
import { lazyElement as e } from '../src/core/runtime/autoload';

export * from './config';
${lines.join('\n')}
`;
}

/** A named type for every element's every event and its detail, read from the element's own types (nothing
 * restated), so a named handler is typed: `(e: BoGoodsPickerConfirmEvent) => e.detail.ids`. One file per
 * element (elements/events/<tag>.ts) and their index, elements/event-types.ts. */
export function eventTypesModules(definitions: ElementDefinition[]): Record<string, string> {
  const generated = 'Written by `npm run manifest` from the element registry (scripts/manifest.mjs): do not edit.';
  const files: Record<string, string> = {};
  for (const def of byTag(definitions)) {
    const events = eventsOf(def).map(([name, spec]) => {
      const names = eventTypeNames(def.tag, name);
      return `/** ${name}: ${spec.description.replace(/\*\//g, '*\\/')} */
export type ${names.event} = Events['${name}'];
/** the detail of ${name} */
export type ${names.detail} = ${names.event}['detail'];`;
    });
    files[`elements/events/${def.tag}.ts`] = `/** The events of <${def.tag}> and their details, named. ${generated} */
import type { BoEventsOf } from '../tags';

type Events = BoEventsOf<HTMLElementTagNameMap['${def.tag}']>;

${events.join('\n')}
`;
  }
  files['elements/event-types.ts'] = `/**
 * A named type for every element's events and their details, for a handler written apart from its
 * listener (a Vue \`function onConfirm(e: BoGoodsPickerConfirmEvent)\`, a React ref's listener). Types only:
 * \`import type { BoGoodsPickerConfirmEvent, GoodsPickerConfirmDetail } from 'bo-elements'\` loads nothing.
 * ${generated}
 */
${byTag(definitions).map((def) => `export type * from './events/${def.tag}';`).join('\n')}
`;
  return files;
}
