/**
 * The backend contract of the registered elements (backend-contract.json), generated from each element's
 * `backend`: the calls it makes with given attribute values, as its code makes them. The
 * attributes that can change the calls are varied (every value of an enumeration, both of a boolean, a
 * number or a text without default set or not, a required text set or not), and each call, parameter and field
 * read says under which attribute values it holds (`if`: any of these sets of values; none: always).
 * `npm run manifest` writes it with docs/backend/<tag>.md (contract-docs.ts); a test fails when the
 * committed files differ, and another checks the calls against what the elements ask the mock backend.
 */
import { ENVELOPE_READS, mergeReads, type CallSpec, type ParamSpec, type ReadSpec } from './http/contract';
import { attributeName, defaultValues, type AttrSpec } from './runtime/attributes';
import type { ElementDefinition } from './runtime/define-element';

/** Attribute values (by attribute name) under which something holds: a value, or a list of values (any
 * of them); `"{name}"`: the attribute is set, `null`: it is not. */
export type Condition = Record<string, unknown>;
type Conditional<T> = T & { if?: Condition[] };

export interface ContractCall extends Omit<CallSpec, 'params' | 'reads'> {
  if?: Condition[];
  params: Conditional<ParamSpec>[];
  reads: Conditional<ReadSpec>[];
}

export interface ElementContract {
  description: string;
  calls: ContractCall[];
}

/** The contract file: what every call reads of the envelope, and per tag its calls (none for an element
 * that calls no backend). */
export interface BackendContract {
  envelope: readonly ReadSpec[];
  elements: Record<string, ElementContract>;
}

/** The number set on the first attribute without default, to tell its value in the calls; the next such
 * attributes get the next numbers, so that two of them set together (app-id and rule-id) are not
 * taken for one another where a call sends one of them. */
const SAMPLE_NUMBER = 9301;
const SMALL_NUMBERS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
const MAX_VARIANTS = 4096;

/** The values of an attribute that may change the calls; a set value stands for any value. */
interface Axis {
  prop: string;
  name: string;
  values: unknown[];
  /** the value standing for "set" */
  sample?: unknown;
}

/** `sample`: the number standing for this attribute's value when it is a number without default. */
function axisOf(prop: string, s: AttrSpec<unknown>, sample: number): Axis | undefined {
  const name = attributeName(prop);
  if (s.kind === 'boolean') return { prop, name, values: [s.default, !s.default] };
  if (s.kind === 'enum') return { prop, name, values: [s.default, ...(s.values ?? []).filter((v) => v !== s.default)] };
  if (s.kind === 'number' && s.default === undefined) {
    if (!s.check?.(sample)) return { prop, name, values: [undefined, sample], sample };
    // a number of a few allowed values (contact-type 0..3): each of them
    const allowed = SMALL_NUMBERS.filter((n) => !s.check?.(n));
    if (allowed.length) return { prop, name, values: [undefined, ...allowed] };
  }
  // a text the element needs (its default is refused): set, as a marker that shows where it goes
  // or a text without default (a record's number): set or not
  if (s.kind === 'string' && (s.check?.(s.default) || s.default === undefined)) return { prop, name, values: [s.default, `{${name}}`], sample: `{${name}}` };
  return undefined;
}

/** Every combination of the axes' values, as indexes. */
function combinations(axes: Axis[]): number[][] {
  return axes.reduce<number[][]>((all, axis) => all.flatMap((p) => axis.values.map((_, i) => [...p, i])), [[]]);
}

/** A simple condition: per attribute, the indexes of the values it allows (undefined: any value). */
type Term = (Set<number> | undefined)[];
const matches = (term: Term, point: number[]) => term.every((v, a) => v === undefined || v.has(point[a]!));

/** Few simple conditions (per attribute one or more values, or any) covering the points `inSet`; points
 * marked `free` may be covered or not (they are used only once a condition cannot grow without them).
 * `[]` when every point is covered: always. */
function cover(axes: Axis[], points: number[][], inSet: boolean[], free: boolean[]): Term[] {
  const terms: Term[] = [];
  const covered = new Set<number>();
  const fits = (term: Term, allowed: (j: number) => boolean) => points.every((q, j) => !matches(term, q) || allowed(j));
  const widen = (term: Term, allowed: (j: number) => boolean) => {
    term.forEach((values, a) => {
      if (!values) return;
      const any = term.map((v, b) => (b === a ? undefined : v));
      if (fits(any, allowed)) return void (term[a] = undefined);
      axes[a]!.values.forEach((_, v) => {
        const more = term.map((w, b) => (b === a ? new Set([...values, v]) : w));
        if (!values.has(v) && fits(more, allowed)) values.add(v);
      });
    });
  };
  points.forEach((p, i) => {
    if (!inSet[i] || covered.has(i)) return;
    const term: Term = p.map((v) => new Set([v]));
    widen(term, (j) => !!inSet[j]);
    widen(term, (j) => !!inSet[j] || !!free[j]);
    terms.push(term);
    points.forEach((q, j) => inSet[j] && matches(term, q) && covered.add(j));
  });
  return terms.some((t) => t.every((v) => v === undefined)) ? [] : terms;
}

/** What was seen at which points. */
interface Seen<T> {
  spec: T;
  at: Set<number>;
}
interface SeenCall extends Seen<CallSpec> {
  params: Map<string, Seen<ParamSpec>>;
  reads: Map<string, Seen<ReadSpec>>;
}

function note<T>(map: Map<string, Seen<T>>, key: string, spec: T, i: number) {
  const seen = map.get(key) ?? { spec, at: new Set<number>() };
  seen.at.add(i);
  map.set(key, seen);
  return seen;
}

/** A parameter's value that is a set attribute's stand-in, as that attribute: `{department-id}`. */
function marked(p: ParamSpec, axes: Axis[], point: number[]): ParamSpec {
  const axis = axes.find((a, k) => a.sample !== undefined && a.values[point[k]!] === a.sample && a.sample === p.value);
  return axis ? { ...p, value: `{${axis.name}}` } : p;
}

async function contractOf(def: ElementDefinition): Promise<ElementContract> {
  const backend = await def.backend?.();
  if (!backend) return { description: def.description, calls: [] };
  const specs = Object.entries(def.attributes) as [string, AttrSpec<unknown>][];
  let numbers = 0;
  const axes = specs.flatMap(([prop, s]) => {
    const axis = axisOf(prop, s, SAMPLE_NUMBER + numbers);
    if (typeof axis?.sample === 'number') numbers++;
    return axis ?? [];
  });
  const points = combinations(axes);
  if (points.length > MAX_VARIANTS) throw new Error(`<${def.tag}>: ${points.length} combinations of attributes are too many for its contract`);
  const calls = new Map<string, SeenCall>();
  const defaults = defaultValues(def.attributes);
  points.forEach((point, i) => {
    const values: Record<string, unknown> = { ...defaults };
    axes.forEach((a, k) => (values[a.prop] = a.values[point[k]!]));
    for (const c of backend(values)) {
      const call = note(calls, `${c.method} ${c.path} ${c.when}`, c, i) as SeenCall;
      call.params ??= new Map();
      call.reads ??= new Map();
      for (const p of c.params.map((x) => marked(x, axes, point))) note(call.params, JSON.stringify([p.name, p.in, p.when, p.value]), p, i);
      for (const r of c.reads) {
        const seen = note(call.reads, `${r.path} ${r.need ?? ''}`, r, i);
        // a field read for more reasons with other values: all of them
        seen.spec = mergeReads([seen.spec, r])[0]!;
      }
    }
  });
  const conditions = (at: Set<number>, within?: Set<number>): { if?: Condition[] } => {
    const terms = cover(axes, points, points.map((_, j) => at.has(j)), points.map((_, j) => !!within && !within.has(j)));
    if (!terms.length) return {};
    const valueOf = (axis: Axis, v: number) => (axis.sample !== undefined && axis.values[v] === axis.sample ? `{${axis.name}}` : (axis.values[v] ?? null));
    // one value, or the list of the values allowed
    const allowed = (axis: Axis, values: Set<number>) => (values.size === 1 ? valueOf(axis, [...values][0]!) : [...values].sort().map((v) => valueOf(axis, v)));
    return { if: terms.map((term) => Object.fromEntries(term.flatMap((v, a) => (v === undefined ? [] : [[axes[a]!.name, allowed(axes[a]!, v)]])))) };
  };
  return {
    description: def.description,
    calls: [...calls.values()].map(({ spec: { method, path, when, onOpen, effect }, at, params, reads }) => ({
      method,
      path,
      when,
      ...(onOpen ? { onOpen } : {}),
      ...(effect ? { effect } : {}),
      ...conditions(at),
      params: [...params.values()].map((p) => ({ ...p.spec, ...conditions(p.at, at) })),
      reads: [...reads.values()].map((r) => ({ ...r.spec, ...conditions(r.at, at) })),
    })),
  };
}

/** The backend contract of these elements, by tag (sorted). */
export async function backendContract(definitions: ElementDefinition[]): Promise<BackendContract> {
  const sorted = [...definitions].sort((a, b) => a.tag.localeCompare(b.tag));
  const contracts = await Promise.all(sorted.map(async (def) => [def.tag, await contractOf(def)] as const));
  return { envelope: ENVELOPE_READS, elements: Object.fromEntries(contracts) };
}

/** Whether one value satisfies a condition's value (`"{name}"`: any value; `null`: none; a list: any of them). */
function satisfies(name: string, wanted: unknown, value: unknown): boolean {
  if (Array.isArray(wanted)) return wanted.some((w) => satisfies(name, w, value));
  if (wanted === `{${name}}`) return value !== undefined && value !== null && value !== '';
  if (wanted === null) return value === undefined || value === null;
  return wanted === value;
}

/** Whether the conditions of a call, parameter or field (`if`) hold for these attribute values (by
 * attribute name): the demo shows what applies to an element's current attributes. */
export const conditionHolds = (conditions: readonly Condition[] | undefined, values: Record<string, unknown>) =>
  !conditions?.length || conditions.some((c) => Object.entries(c).every(([name, wanted]) => satisfies(name, wanted, values[name])));
