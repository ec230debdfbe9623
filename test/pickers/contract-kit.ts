/**
 * What the picker contract's checks share (contract-suite.ts, contract-form.ts): the list requests of the
 * current test's picker, the records they answered, its rows, ticking them, waiting for its drawer.
 */
import { expect } from 'chai';
import { registry } from '../../elements';
import type { RecordedRequest } from '../../demo/mock';
import { isCodeMap } from '../../demo/mock/answers';
import { requestsUnder } from '../backend-elements';
import { $, textOf, waitFor } from '../helpers';
import type { ContractCase } from './contract-cases';
import { drawerOf, motionDone } from './picker-helpers';

export type Picker = HTMLElement & { show(): Promise<unknown[] | null>; hide(): void; open: boolean };
export type Rec = { id: string | number; children?: Rec[] };

/** The records of one answer of a list: data.list, data.data or a tree (with its descendants). */
export function recordsOf(request: RecordedRequest): Rec[] {
  const data = (request.answer as { data?: unknown } | undefined)?.data as Rec[] | { list?: Rec[]; data?: Rec[] } | null | undefined;
  // a map of codes (the region list: parent code → {code: name}): a record per place
  if (data && typeof data === 'object' && !Array.isArray(data) && isCodeMap(data)) return Object.values(data).flatMap((children) => Object.keys(children).map((id) => ({ id })));
  const top = Array.isArray(data) ? data : (data?.list ?? data?.data ?? []);
  const out: Rec[] = [];
  const walk = (rows: Rec[]) => rows.forEach((r) => (out.push(r), walk(r.children ?? [])));
  walk(top);
  return out;
}

/** The picker's list requests: each test's picker calls under an api-base of its own (requests of a
 * picker of an earlier test may still come in). */
export const scope = { base: '' };
export const listed = (c: ContractCase) => requestsUnder(scope.base).filter((r) => r.path === c.list);

/** Every record the list has answered so far, by id, as the page received it (JSON); a node of a tree
 * the page passed comes back once, its own fields without its `children` (issue 41). */
export function answered(c: ContractCase): Map<string, Rec> {
  const out = new Map<string, Rec>();
  const own = ({ children: _children, ...rest }: Rec) => rest as Rec;
  if (c.records) recordsOf({ answer: { data: c.records } } as RecordedRequest).forEach((rec) => out.set(String(rec.id), own(rec)));
  for (const r of listed(c)) for (const rec of recordsOf(r)) out.set(String(rec.id), rec);
  return out;
}
export const received = (c: ContractCase, ids: string[]) => ids.map((id) => JSON.parse(JSON.stringify(answered(c).get(id))) as Rec);
/** The id of a record as the backend gave it (a number, mostly), from its row's text id. */
export const idOf = (c: ContractCase, id: string) => answered(c).get(id)!.id;

export const rowsOf = (el: Element, c: ContractCase) => c.body.rows(el);
export const idsOf = (el: Element, c: ContractCase) => rowsOf(el, c).map(c.body.id);
export const rowOf = (el: Element, c: ContractCase, id: string) => rowsOf(el, c).find((r) => c.body.id(r) === id);
export const tick = (el: Element, c: ContractCase, id: string) => rowOf(el, c, id)!.click();
export const ticked = (el: Element, c: ContractCase, id: string) => c.body.ticked(rowOf(el, c, id)!);
export const chosen = (el: Element, n: number) => waitFor(() => textOf(el).includes(`已选 ${n} 条`), `已选 ${n} 条`);

/** Waits for the drawer with records in its body (of the kind the case names) and the end of its motion. */
export async function ready(el: Element, c: ContractCase) {
  await waitFor(() => drawerOf(el), 'drawer');
  await waitFor(() => rowsOf(el, c).length > 0, 'records', 10000); // 10,000 departments on a busy machine
  expect($(el, c.body.container), `the body is ${c.body.container}`).to.exist;
  await motionDone(el);
}
/** bo-confirm's detail holds no key the manifest does not document, and every key it documents as
 * required (custom-elements.json is written from these docs: test/manifest.test.ts). */
export function documented(tag: string, detail: object) {
  const docs = registry.get(tag)!.events!['bo-confirm']!.detail!;
  expect(Object.keys(detail).filter((k) => !(k in docs)), 'keys the manifest does not document').to.deep.equal([]);
  const required = Object.entries(docs).filter(([, doc]) => !doc.optional).map(([k]) => k);
  expect(required.filter((k) => !(k in detail)), 'documented keys that are missing').to.deep.equal([]);
}
export const closed = (el: Picker) => waitFor(() => !el.open && drawerOf(el) === null, 'drawer closed');
export const pageButton = (el: Element, n: number) => $<HTMLButtonElement>(el, `button[aria-label="第 ${n} 页"]`)!;

