// What `bo-elements check-backend` sends for a call of the contract and what it checks in the answer
// (bin/bo-elements.mjs). A contract call: {method, path, params: [{name, in, type, value?, when?}],
// reads: [{path, type, need}]}; a read's path walks the envelope ('data.list[].id': every record's id;
// 'a|b': either).

/** An example of a parameter the element always sends: its fixed value, else one of its type. */
function example(p) {
  if (p.value !== undefined) return p.value;
  if (p.example !== undefined) return p.example;
  if (p.name === 'page') return 1;
  if (p.name === 'page_size' || p.name === 'per_page') return 10;
  const stated = String(p.description ?? '').match(/\(default ([\w.-]+)\)/)?.[1];
  if (stated) return stated;
  const type = String(p.type ?? '');
  const literal = type.match(/^'?([^'|\s]+)'?\s*\|/);
  if (literal) return /^\d+$/.test(literal[1]) && !type.startsWith("'") ? Number(literal[1]) : literal[1];
  if (type === 'number' || type === 'id' || type === 'number | string' || type === 'string | number') return 1;
  if (type === 'string') return '';
  if (type === 'string (JSON)') return '{}';
  if (type.endsWith('[]')) return [];
  return undefined;
}

/** the attribute a parameter's value comes from ("the model-name attribute", "(approval-num)"), if it does */
const attributeOf = (p) => {
  const text = `${p.from ?? ''} ${p.description ?? ''}`;
  return text.match(/\bthe ([a-z][a-z0-9-]*) attribute\b/)?.[1] ?? text.match(/\(([a-z]+(?:-[a-z0-9]+)+)\)/)?.[1];
};

/**
 * Whether the element makes the call with these attributes: one of the contract's alternatives (`if`)
 * whose "{x}" attributes are all given and whose null ones are not (the other conditions, a variant or
 * a flag, are the element's own choices: the backend serves the call whichever it is).
 */
export const madeWith = (call, attrs) =>
  !call.if?.length ||
  call.if.some((alt) => Object.entries(alt).every(([name, v]) => (v === null ? !(name in attrs) : typeof v === 'string' && v === `{${name}}` ? name in attrs : true)));

/**
 * The request of a call: its path (path parameters filled in), query and JSON body; the values the page
 * gives by attributes come from `attrs` (the element's example attributes, --attr); a call that needs one
 * not given gives {needs: [attributes]} instead.
 */
export function sendOf(call, attrs = {}) {
  const query = {};
  const body = {};
  const needs = [];
  let path = call.path;
  for (const p of call.params ?? []) {
    if (p.when) continue; // sent only when the user does something: not needed to serve the call
    // made with what another call of the element answered (a dimension listed first): not sent alone
    if (/^(GET|POST|PUT|DELETE) \//.test(p.from ?? '') && !p.from.includes('/base/user/login_info')) return { follows: p.from };
    const attribute = attributeOf(p);
    if (p.if && attribute && !(attribute in attrs)) continue; // sent with that attribute only
    let value = attribute ? attrs[attribute] : example(p);
    if (value === undefined && attribute) {
      if (p.in === 'path' && p.type === 'string') value = ''; // a prefix the page may leave empty
      else {
        needs.push(attribute);
        continue;
      }
    }
    if (value === undefined) continue;
    if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(String(value)).replace(/%2F/g, '/'));
    else if (p.in === 'query' || (call.method === 'GET' && p.in !== 'body')) query[p.name] = value;
    else body[p.name] = value;
  }
  // a path that is an attribute of its own ({url}: the list picker's)
  path = path.replace(/\{([a-z][a-z0-9-]*)\}/g, (m, name) => {
    if (name in attrs) return attrs[name];
    needs.push(name);
    return m;
  });
  if (needs.length) return { needs: [...new Set(needs)] };
  return { method: call.method, path, query, body: call.method === 'GET' ? undefined : body };
}

const kindOf = (v) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/** Whether a value is of a contract type (the simple ones; a richer type is not checked). */
function typeOk(value, type) {
  if (!type) return true;
  const k = kindOf(value);
  const numbers = type.match(/^\d+( \| \d+)+$/) ? type.split(' | ').map(Number) : null;
  if (numbers) return numbers.includes(value);
  switch (type) {
    case 'object': return k === 'object';
    case 'object | null': return k === 'object' || k === 'null';
    case 'array': return k === 'array';
    case 'number': return k === 'number';
    case 'string': return k === 'string';
    case 'id': return k === 'number' || k === 'string';
    case 'string[]': return k === 'array' && value.every((x) => typeof x === 'string');
    case 'object[]': return k === 'array' && value.every((x) => kindOf(x) === 'object');
    default: return true;
  }
}

/**
 * The values at a read's path: {found: [[where, value]], missing: [where], empty: bool} ('empty': an
 * array on the way held nothing, so what is below it could not be seen).
 */
function walk(root, path) {
  const out = { found: [], missing: [], empty: false };
  const step = (value, segments, where) => {
    if (!segments.length) return out.found.push([where, value]);
    const [segment, ...rest] = segments;
    const each = segment.endsWith('[]');
    const key = each ? segment.slice(0, -2) : segment;
    if (value === null || typeof value !== 'object' || !(key in value)) return out.missing.push(where ? `${where}.${key}` : key);
    const next = value[key];
    const at = where ? `${where}.${key}` : key;
    if (!each) return step(next, rest, at);
    if (!Array.isArray(next)) return out.missing.push(`${at} (not an array)`);
    if (!next.length) out.empty = true;
    next.forEach((item, i) => step(item, rest, `${at}[${i}]`));
  };
  step(root, path.split('.'), '');
  return out;
}

/** Checks one read: null when served, 'unseen' when it lies in a list that came empty, else {where, text}. */
function checkRead(body, read) {
  const alternatives = read.path.split('|').map((p) => walk(body, p));
  const best = alternatives.find((a) => !a.missing.length && a.found.length) ?? alternatives[0];
  if (!best.missing.length && !best.found.length) return best.empty ? 'unseen' : { where: read.path, text: `${read.path} missing` };
  if (best.missing.length) {
    const where = best.missing[0];
    return { where: where.replace(/ \(not an array\)$/, ''), text: `${where} missing${best.missing.length > 1 ? ` (and in ${best.missing.length - 1} more records)` : ''}` };
  }
  const wrong = best.found.filter(([, v]) => !typeOk(v, read.type));
  if (!wrong.length) return null;
  const [where, v] = wrong[0];
  return { where, text: `${where} is ${kindOf(v)} ${JSON.stringify(v)?.slice(0, 40)}, expected ${read.type}${wrong.length > 1 ? ` (and ${wrong.length - 1} more)` : ''}` };
}

/** Sends a call and checks its answer: {served, summary, problems}. */
export async function checkCall({ base, headers, timeout }, call, send) {
  const search = new URLSearchParams(Object.entries(send.query).map(([k, v]) => [k, Array.isArray(v) || typeof v === 'object' ? JSON.stringify(v) : String(v)])).toString();
  const url = `${base}${send.path}${search ? `?${search}` : ''}`;
  let response;
  let text;
  try {
    response = await fetch(url, {
      method: send.method,
      headers: { Accept: 'application/json', ...(send.body ? { 'Content-Type': 'application/json' } : {}), ...headers },
      body: send.body ? JSON.stringify(send.body) : undefined,
      // a redirect (to a sign-in page) is an answer of its own, not followed
      redirect: 'manual',
      signal: AbortSignal.timeout(timeout),
    });
    text = await response.text();
  } catch (e) {
    return { served: false, summary: `no answer (${e.name === 'TimeoutError' ? `timeout after ${timeout} ms` : e.cause?.code ?? e.message})`, problems: [] };
  }
  if (!response.ok) {
    const to = response.headers.get('location');
    return { served: false, summary: `HTTP ${response.status}${to ? ` (to ${to})` : ''}`, problems: [] };
  }
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    return { served: false, summary: `HTTP ${response.status}, not JSON: ${JSON.stringify(text.slice(0, 40))}`, problems: [] };
  }
  if (kindOf(body) !== 'object' || typeof body.code !== 'number') return { served: false, summary: `HTTP ${response.status}, not the {code, msg, data} envelope`, problems: [] };
  if (body.code !== 200) return { served: false, summary: `HTTP ${response.status}, code ${body.code}: ${body.msg ?? ''}`, problems: [] };
  const problems = [];
  let required = 0;
  let unseen = 0;
  let failed = false;
  const said = [];
  for (const read of call.reads ?? []) {
    if (read.need !== 'fail' && read.need !== 'report') continue;
    if (read.need === 'fail') required++;
    const problem = checkRead(body, read);
    if (problem === 'unseen') unseen++;
    if (problem === null || problem === 'unseen') continue;
    if (read.need === 'fail') failed = true;
    // what lies under a field already said to be missing or wrong is not said again
    if (said.some((where) => problem.where === where || problem.where.startsWith(`${where}.`) || problem.where.startsWith(`${where}[`))) continue;
    said.push(problem.where);
    problems.push(`${read.need === 'fail' ? 'required' : 'reported (the element goes on without it)'}: ${problem.text}`);
  }
  const summary = `HTTP ${response.status}, envelope ok, ${required} required field${required === 1 ? '' : 's'}${failed ? ' NOT all served' : ' served'}${unseen ? ` (${unseen} inside empty lists not seen)` : ''}`;
  return { served: !failed, summary, problems };
}
