/** fetch helpers of the catalogue mock tests: calls through a base prefix that assert the envelope. */
import { expect } from 'chai';
import type { CategoryNode, Envelope } from '../../demo/mock';

const BASE = '/api-x';

export async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Envelope<T>> {
  const res = await fetch(BASE + path, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, path).to.equal(200);
  return (await res.json()) as Envelope<T>;
}
/** POST answering code 200; resolves to `data`. */
export async function post<T>(path: string, body?: unknown): Promise<T> {
  const env = await call<T>('POST', path, body);
  expect(env.code, `${path}: ${env.msg}`).to.equal(200);
  return env.data;
}
export async function get<T>(path: string): Promise<T> {
  const env = await call<T>('GET', path);
  expect(env.code, `${path}: ${env.msg}`).to.equal(200);
  return env.data;
}

export const ids = (rows: readonly { id: number }[]) => rows.map((r) => r.id);

export function count<N>(nodes: readonly N[], children: (n: N) => readonly N[]): number {
  return nodes.reduce((sum, n) => sum + 1 + count(children(n), children), 0);
}
export function depth<N>(nodes: readonly N[], children: (n: N) => readonly N[]): number {
  return nodes.reduce((max, n) => Math.max(max, 1 + depth(children(n), children)), 0);
}
export function flatten<N>(nodes: readonly N[], children: (n: N) => readonly N[]): N[] {
  return nodes.flatMap((n) => [n, ...flatten(children(n), children)]);
}
export const kids = (n: CategoryNode) => n.children;
