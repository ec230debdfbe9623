/**
 * A user action's call (save, delete, enable, set default...), declared once in its area's api.ts as a
 * typed `Endpoint`: the request is made from it (`send`) and the backend contract lists it (`endpointCall`),
 * as a `DataSource` does for a list. The parameters are declared with their place (query string, body or path),
 * type and meaning; what is sent is the values given, so the contract test catches a parameter sent and
 * not declared.
 */
import type { Api, CallSpec, Method, ParamSpec, ReadSpec } from '../../core/http';

export interface Endpoint<Query extends object, Body> {
  method: Method;
  url: string;
  /** a call of the static file host (the page's `staticHost`, spec 3 §7 Files) */
  host?: 'static';
  /** what the call sends (the body's keys, the query string's keys) */
  params: ParamSpec[];
  /** what the action reads of the answer besides the envelope (nothing: the code is all it needs) */
  reads?: ReadSpec[];
  /** 'read': it changes nothing; 'repeatable': it writes what may be written again without harm; absent:
   * a write, or a read of what an earlier call made (a scan session's state), which a checker cannot
   * send alone (CallSpec.effect) */
  effect?: CallSpec['effect'];
  /** phantom fields carrying the types of the query string and the body */
  readonly __query?: Query;
  readonly __body?: Body;
}

/** A parameter sent in `place` (the JSON body, the query string, the path). */
export const param = (place: ParamSpec['in'], name: string, type: string, description: string): ParamSpec => ({ name, in: place, type, description });
/** A parameter of the JSON body. */
export const bodyParam = (name: string, type: string, description: string): ParamSpec => param('body', name, type, description);
/** A parameter of the query string. */
export const queryParam = (name: string, type: string, description: string): ParamSpec => param('query', name, type, description);

/**
 * A parameter of the path: `{name}` in the endpoint's url (`/approval/data/{approval_serial_number}`). A
 * `{name}` that starts the url is a prefix (the `{private}` of spec 3 §7): its value goes in as it is,
 * and may be empty; any other is one segment, URL-encoded.
 */
export const pathParam = (name: string, type: string, description: string): ParamSpec => param('path', name, type, description);

/** The url of a template with its path parameters filled from `values`, and the values left for the query string. */
export function fillPath(url: string, values: Record<string, unknown>): { url: string; rest: Record<string, unknown> } {
  const rest = { ...values };
  const filled = url.replace(/\{([A-Za-z_]\w*)\}/g, (_, name: string, at: number) => {
    const value = rest[name];
    delete rest[name];
    const text = value === undefined || value === null ? '' : String(value);
    return at === 0 ? text.replace(/\/+$/, '') : encodeURIComponent(text);
  });
  return { url: filled, rest };
}

/** Declares an endpoint (its query and body types are given, the rest is checked). */
export const endpoint = <Query extends object, Body = undefined>(e: Omit<Endpoint<Query, Body>, '__query' | '__body'>): Endpoint<Query, Body> => e;

/** Makes the call of an endpoint with these values (`onMessage` hears the `msg` of its success). */
export function send<Query extends object, Body, T = unknown>(
  api: Api, e: Endpoint<Query, Body>, query: Query, body: Body, signal?: AbortSignal, onMessage?: (msg: string) => void,
): Promise<T> {
  const { url, rest } = fillPath(e.url, query as Record<string, unknown>);
  return api.call<T>({ method: e.method, url, route: e.url, host: e.host, params: rest, data: body, reads: e.reads, signal, onMessage });
}

/** Makes the call of an endpoint and answers its data with the server's message of its success (spec 3
 * §8: successful group actions show the server's message). */
export async function sendForMessage<Query extends object, Body>(api: Api, e: Endpoint<Query, Body>, query: Query, body: Body): Promise<{ value: unknown; msg: string }> {
  let msg = '';
  const value = await send(api, e, query, body, undefined, (said) => {
    msg = said;
  });
  return { value, msg };
}

/** The contract of an endpoint's call: when the element makes it. */
export const endpointCall = (e: Endpoint<object, unknown>, when: string): CallSpec => ({
  method: e.method,
  path: e.url,
  when: e.host === 'static' ? `${when} (static file host)` : when,
  ...(e.effect ? { effect: e.effect } : {}),
  params: e.params,
  reads: e.reads ?? [],
});
