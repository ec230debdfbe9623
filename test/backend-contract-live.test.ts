/**
 * The backend contract against reality: every registered element, opened as its demo example shows it
 * (and in the variants below), under an api-base of its own, asks the mock backend exactly the calls its
 * contract says it makes when it opens: the same paths; every parameter it sends declared, where it is
 * sent (query string or body); every parameter declared as always sent, sent; the fixed values as
 * declared. The mock's answers lack nothing the element needs (no bo-error), and each of these calls is
 * in the committed backend-contract.json under conditions that hold for these attributes, its path sent
 * after the base exactly as printed there (docs/backend.md "Base URL"), and each parameter the contract
 * gives as an attribute's value (`{app-id}`) sending that attribute's value.
 */
import { expect } from 'chai';
import { registry } from '../elements';
import { examples } from '../demo/examples';
import { startMockWorker, type RecordedRequest } from '../demo/mock';
import { conditionHolds, type BackendContract, type ContractCall } from '../src/core/contract';
import type { CallSpec, ParamSpec } from '../src/core/http';
import { attributeName, parseAttribute, type AttrSpec } from '../src/core/runtime/attributes';
import { callsSent, elements, freshBase, requestsUnder, resetBackend, settled } from './backend-elements';
import { listen, mount, SLOW } from './helpers';

/** Attributes that change the calls, tried besides the demo examples. */
const VARIANTS: Record<string, Record<string, string>[]> = {
  'bo-goods-picker': [{ variant: 'small' }, { variant: 'small', public: '', 'no-tree': '' }],
  'bo-class-picker': [{ 'model-name': 'project', all: '' }],
  'bo-sku-picker': [{ variant: 'product' }],
  'bo-icon-picker': [{ variant: 'tabs' }, { variant: 'material' }],
  'bo-payment-method-picker': [{ side: 'seller' }, { side: 'seller', custom: '' }, { custom: '' }],
  'bo-address-picker': [{ 'address-type': '5' }],
  'bo-list-picker': [{ url: '/demo/generic/list', method: 'GET' }],
  'bo-equipment-picker': [{ variant: 'shared', 'no-tree': '' }],
  'bo-staff-picker': [{ 'department-optional': '', 'org-tabs': '' }, { 'department-id': '2' }],
  'bo-people-picker': [{ 'contact-type': '3' }],
  'bo-department-picker': [{ 'company-only': '' }],
  'bo-category-group-filter': [{ kind: 'material' }, { kind: 'page' }],
  'bo-approval-settings': [{ 'model-name': 'goods', 'class-id': '3', 'private-prefix': '/private', 'can-list': '' }],
  'bo-approval-path': [{ 'model-name': 'purchase', 'class-id': '3' }],
  'bo-receipt-picker': [{ type: '2', filters: '{"type":1}' }],
  'bo-bank-account-picker': [{ 'company-id': '2' }],
  'bo-app-page-picker': [{ variant: 'own', 'app-id': '2' }, { variant: 'h5' }, { variant: 'home', 'app-id': '1' }, { variant: 'nocode' }, { variant: 'nav' }],
  'bo-receipt-entry': [{ mode: '3' }, { type: '3', own: '' }],
  'bo-invoice-entry': [{ mode: '2' }],
  // two numbers set together: each parameter the contract gives as one of them sends that one
  'bo-numbering-rule-editor': [{ 'app-modular': 'purchase', 'app-types': '', 'app-id': '7', 'rule-id': '1' }],
};

const cases = elements().flatMap(({ tag }) => [examples[tag]?.attributes ?? {}, ...(VARIANTS[tag] ?? [])].map((attributes) => ({ tag, attributes })));

/** The element's values for these attributes (by property), as it parses them. */
function valuesOf(tag: string, attributes: Record<string, string>) {
  const specs = Object.entries(registry.get(tag)!.attributes) as [string, AttrSpec<unknown>][];
  return Object.fromEntries(
    specs.map(([prop, s]) => {
      const parsed = parseAttribute(attributes[attributeName(prop)] ?? null, s);
      return [prop, parsed.ok ? parsed.value : s.default];
    }),
  );
}

const callName = (c: { method: string; path: string }) => `${c.method} ${c.path}`;
/** A committed call whose path is an attribute's value (`GET {search-api}`), with the attributes' values. */
const withValues = <C extends { path: string }>(c: C, byName: Record<string, unknown>): C => ({
  ...c,
  path: c.path.replace(/^\{([a-z-]+)\}$/, (m, name: string) => (typeof byName[name] === 'string' ? (byName[name] as string) : m)),
});
/** A contract path as a pattern: `{name}` is one segment; a leading `{name}` is a prefix, which the mock does not record. */
function pathPattern(path: string): RegExp {
  const parts = path.split(/(\{[A-Za-z_]\w*\})/);
  const source = parts.map((part, i) => (i % 2 === 0 ? part.replace(/[.*+?^$()|[\]\\]/g, '\\$&') : i === 1 && parts[0] === '' ? '.*' : '[^/]+'));
  return new RegExp(`^${source.join('')}$`);
}
/** Whether a request is one of a contract's call (the same method, its path filling the call's). */
const sameCall = (c: { method: string; path: string }, r: { method: string; path: string }) => c.method === r.method && pathPattern(c.path).test(r.path);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/** What a request sent: its query string's parameters and its JSON body's keys, with their values. */
const sentOf = (r: RecordedRequest): [ParamSpec['in'], string, unknown][] => [
  ...Object.entries(r.query).map(([name, v]): [ParamSpec['in'], string, unknown] => ['query', name, v]),
  ...Object.entries(isRecord(r.body) ? r.body : {}).map(([name, v]): [ParamSpec['in'], string, unknown] => ['body', name, v]),
];

/** What is wrong with a request for the contract's calls of its path (empty: nothing). */
function mismatches(r: RecordedRequest, calls: CallSpec[]): string[] {
  const params = calls.filter((c) => sameCall(c, r)).flatMap((c) => c.params);
  const declared = (where: string, name: string) => params.find((p) => p.in === where && p.name === name);
  // an object the contract declares by its fields (`filters.company_id`) is checked field by field
  const byFields = (where: string, name: string, v: unknown) => isRecord(v) && !declared(where, name) && params.some((p) => p.in === where && p.name.startsWith(`${name}.`));
  const sent = sentOf(r).flatMap(([where, name, v]): [ParamSpec['in'], string, unknown][] =>
    byFields(where, name, v) ? Object.entries(v as Record<string, unknown>).map(([k, x]) => [where, `${name}.${k}`, x]) : [[where, name, v]],
  );
  const undeclared = sent.filter(([where, name]) => !declared(where, name)).map(([where, name]) => `${where} ${name} sent, not in the contract`);
  // a path parameter was sent when the path matched
  const missing = params.filter((p) => !p.when && p.in !== 'path' && !sent.some(([where, name]) => where === p.in && name === p.name)).map((p) => `${p.in} ${p.name} not sent`);
  const wrong = sent.flatMap(([where, name, value]) => {
    const p = declared(where, name);
    if (p?.value === undefined) return [];
    const expected = where === 'query' ? String(p.value) : p.value;
    return JSON.stringify(value) === JSON.stringify(expected) ? [] : [`${where} ${name} is ${JSON.stringify(value)}, not ${JSON.stringify(expected)}`];
  });
  return [...undeclared, ...missing, ...wrong].map((x) => `${callName(r)}: ${x}`);
}

/** A request's path as the browser sent it, after the base (not the mock's route, which any prefix
 * reaches: a doubled `/api/api/…` shows here). */
const sentPath = (r: RecordedRequest, base: string) => decodeURI(new URL(r.url).pathname).slice(base.length);

/** What a request sent against the committed contract's parameters that stand for an attribute's value
 * (`"{app-id}"`) where their conditions hold for these attributes: the value sent is that attribute's. */
function markedMismatches(r: RecordedRequest, calls: ContractCall[], byName: Record<string, unknown>): string[] {
  const params = calls.filter((c) => sameCall(withValues(c, byName), r) && conditionHolds(c.if, byName)).flatMap((c) => c.params.filter((p) => conditionHolds(p.if, byName)));
  const sent = sentOf(r);
  return params.flatMap((p) => {
    const attribute = typeof p.value === 'string' ? /^\{([a-z-]+)\}$/.exec(p.value)?.[1] : undefined;
    const wanted = attribute && byName[attribute];
    const got = sent.find(([where, name]) => where === p.in && name === p.name);
    if (!attribute || !got || (typeof wanted !== 'string' && typeof wanted !== 'number')) return [];
    return String(got[2]) === String(wanted) ? [] : [`${callName(r)}: ${p.in} ${p.name} is ${JSON.stringify(got[2])}, the contract says {${attribute}} (${JSON.stringify(wanted)})`];
  });
}

describe('the backend contract against the mock backend (every element, opened)', () => {
  let committed: BackendContract;
  before(async () => {
    await startMockWorker();
    committed = await (await fetch('/backend-contract.json')).json();
  });
  beforeEach(resetBackend);
  afterEach(resetBackend);

  for (const { tag, attributes } of cases) {
    it(`<${tag} ${Object.entries(attributes).map(([k, v]) => (v ? `${k}="${v}"` : k)).join(' ')}> asks what its contract says`, async function () {
      this.timeout(60000 * SLOW);
      const values = valuesOf(tag, attributes);
      const backend = await registry.get(tag)!.backend?.();
      const expected = (backend?.(values) ?? []).filter((c) => c.onOpen);
      const base = freshBase();
      const before = callsSent();
      const heard = listen('bo-error');
      const el = await mount(tag as keyof HTMLElementTagNameMap, { ...attributes, 'api-base': base });
      const open = examples[tag]?.open;
      if (open) void (el as unknown as Record<string, () => unknown>)[open]!();
      await settled(el, before);
      heard.stop();
      const requests = requestsUnder(base);

      const made = {
        unexpected: [...new Set(requests.filter((r) => !expected.some((c) => sameCall(c, r))).map(callName))],
        unmade: expected.filter((c) => !requests.some((r) => sameCall(c, r))).map(callName),
      };
      expect(made, 'the calls made').to.deep.equal({ unexpected: [], unmade: [] });
      expect(requests.flatMap((r) => mismatches(r, expected)), 'the parameters sent').to.deep.equal([]);
      const errors = heard.of('bo-error').filter((e) => e.target === el).map((e) => (e.detail as { msg: string }).msg);
      expect(errors, 'nothing the element needs is missing in the answers').to.deep.equal([]);
      // the committed contract lists each of these calls for these attributes
      const byName = Object.fromEntries(Object.entries(values).map(([prop, v]) => [attributeName(prop), v]));
      const listed = expected.filter((c) =>
        committed.elements[tag]?.calls.some((k) => callName(withValues(k, byName)) === callName(c) && k.when === c.when && conditionHolds(k.if, byName)),
      );
      expect(listed.map(callName), 'in backend-contract.json').to.deep.equal(expected.map(callName));
      // each path sent after the base is one backend-contract.json and docs/backend print for these attributes
      const printed = (committed.elements[tag]?.calls ?? []).filter((k) => conditionHolds(k.if, byName)).map((k) => withValues(k, byName));
      const unprinted = requests.filter((r) => !printed.some((k) => k.method === r.method && pathPattern(k.path).test(sentPath(r, base))));
      expect([...new Set(unprinted.map((r) => `${r.method} ${sentPath(r, base)}`))], 'sent as backend-contract.json prints them').to.deep.equal([]);
      // what backend-contract.json and docs/backend print as an attribute's value is that attribute's
      expect(requests.flatMap((r) => markedMismatches(r, committed.elements[tag]?.calls ?? [], byName)), 'the attributes the contract names').to.deep.equal([]);
    });
  }
});
