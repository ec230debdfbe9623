/**
 * The reference pages read the committed custom-elements.json (what page authors and their editors
 * get), not the registry: what is documented is what is shown. This module types the part of the
 * schema (2.1) the pages use and gives each element's documentation in one flat record.
 */
import manifest from '../../custom-elements.json';
import manifestEn from '../../custom-elements.en-US.json';
import type { DemoLang } from '../gallery/useStrings';
import { eventTypeNames } from '../../src/core/event-type-names';

interface TypeText {
  text: string;
}
export interface AttributeDoc {
  name: string;
  fieldName: string;
  type: TypeText;
  /** JSON text of the default value (`"10"`, `"\"primary\""`, `"[]"`); absent when there is none */
  default?: string;
  description: string;
  /** the property writes back to the attribute */
  reflects: boolean;
}
export interface PropertyDoc {
  name: string;
  type: TypeText;
  default?: string;
  description: string;
}
export interface EventDoc {
  name: string;
  /** the detail's type (the T of `CustomEvent<T>`) */
  detail: string;
  /** the named types of the event and its detail that `bo-elements` exports (elements/event-types.ts) */
  types: { event: string; detail: string };
  description: string;
}
export interface MethodDoc {
  name: string;
  description: string;
  /** `show(): Promise<…>` */
  signature: string;
}
export interface NamedDoc {
  name: string;
  description: string;
}
export interface ElementDoc {
  tag: string;
  description: string;
  attributes: AttributeDoc[];
  /** properties without an attribute (big data, functions) */
  properties: PropertyDoc[];
  events: EventDoc[];
  methods: MethodDoc[];
  cssParts: NamedDoc[];
  cssProperties: NamedDoc[];
}

interface Member {
  kind: string;
  name: string;
  type?: TypeText;
  default?: string;
  description?: string;
  attribute?: string;
  reflects?: boolean;
  parameters?: { name: string; type?: TypeText; optional?: boolean }[];
  return?: { type: TypeText };
}
interface Declaration {
  tagName: string;
  description: string;
  attributes?: Omit<AttributeDoc, 'reflects'>[];
  members?: Member[];
  events?: { name: string; type: TypeText; description: string }[];
  cssParts?: NamedDoc[];
  cssProperties?: NamedDoc[];
}

const detailOf = (type: string) => /^CustomEvent<([\s\S]*)>$/.exec(type)?.[1] ?? type;

function signatureOf(m: Member) {
  const params = (m.parameters ?? []).map((p) => `${p.name}${p.optional ? '?' : ''}${p.type ? `: ${p.type.text}` : ''}`);
  return `${m.name}(${params.join(', ')})${m.return ? `: ${m.return.type.text}` : ''}`;
}

function docOf(d: Declaration): ElementDoc {
  const members = d.members ?? [];
  const reflecting = new Set(members.filter((m) => m.reflects).map((m) => m.attribute));
  return {
    tag: d.tagName,
    description: d.description,
    attributes: (d.attributes ?? []).map((a) => ({ ...a, reflects: reflecting.has(a.name) })),
    properties: members
      .filter((m) => m.kind === 'field' && !m.attribute)
      .map((m) => ({ name: m.name, type: m.type ?? { text: 'unknown' }, default: m.default, description: m.description ?? '' })),
    events: (d.events ?? []).map((e) => ({ name: e.name, detail: detailOf(e.type.text), types: eventTypeNames(d.tagName, e.name), description: e.description })),
    methods: members.filter((m) => m.kind === 'method').map((m) => ({ name: m.name, description: m.description ?? '', signature: signatureOf(m) })),
    cssParts: d.cssParts ?? [],
    cssProperties: d.cssProperties ?? [],
  };
}

const docsOf = (data: { modules: unknown[] }): ElementDoc[] =>
  (data.modules as { declarations: Declaration[] }[])
    .flatMap((m) => m.declarations)
    .filter((d) => d.tagName)
    .map(docOf);

/** Every element of custom-elements.json, in its order (by tag). */
export const elementDocs: ElementDoc[] = docsOf(manifest);

export const docByTag = new Map(elementDocs.map((d) => [d.tag, d]));
/** by language: custom-elements.json (zh-CN) and its en-US copy, custom-elements.en-US.json */
const docsByLang: Record<DemoLang, Map<string, ElementDoc>> = {
  'zh-CN': docByTag,
  'en-US': new Map(docsOf(manifestEn).map((d) => [d.tag, d])),
};
/** An element's documentation in the demo's language. */
export const docIn = (lang: DemoLang, tag: string) => docsByLang[lang].get(tag);
