#!/usr/bin/env node
// `npx bo-elements check-backend <base-url>`: whether a backend serves what the elements read (docs/backend.md
// "Checking a backend"). For every element of the backend contract (the package's backend-contract.json),
// or those of --tag, it sends the calls that only read: those an element makes as it opens (an opening
// never writes) and those marked effect 'read'; with --writes also those marked 'repeatable', never
// another write. Each with the contract's fixed parameters, its examples, an example value for the
// others it always sends, and the headers given. It prints, per element, each call's HTTP status, its
// envelope and every field the contract marks required or reported (present, missing, of another type),
// then `N of M elements fully served`. Exit 0 only when every required field of every call is served.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkCall, madeWith, sendOf } from './check-backend-lib.mjs';

const USAGE = `usage: bo-elements check-backend <base-url> [--tag bo-x]... [--attr name=value]... [--header 'Name: value']...
  <base-url>       the backend server's root, e.g. https://erp.example.com (docs/backend.md "Base URL")
  --tag bo-x       only this element (repeatable)
  --attr name=value  an attribute of the elements whose value a call sends (model-name=contract; repeatable)
  --attrs-file     a JSON object of attributes by tag: {"bo-approval-settings": {"model-name": "contract"}}
  --header         a header sent with every call, e.g. 'Authorization: Bearer …' (repeatable)
  --headers-file   a JSON object of headers
  --timeout ms     per call (default 15000)
  --writes         also the calls the contract marks safe to repeat ("effect": "repeatable"); never another write`;

function fail(message) {
  console.error(`bo-elements: ${message}\n${USAGE}`);
  process.exit(2);
}

function parse(argv) {
  const [command, ...rest] = argv;
  if (command !== 'check-backend') fail(command ? `unknown command ${command}` : 'a command is needed');
  const options = { base: '', tags: [], headers: {}, timeout: 15000, attrs: {}, attrsByTag: {}, writes: false };
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i];
    const value = () => rest[++i] ?? fail(`${a} needs a value`);
    if (a === '--tag') options.tags.push(value());
    else if (a === '--header') {
      const h = value();
      const at = h.indexOf(':');
      if (at < 1) fail(`--header '${h}': expected 'Name: value'`);
      options.headers[h.slice(0, at).trim()] = h.slice(at + 1).trim();
    } else if (a === '--headers-file') Object.assign(options.headers, JSON.parse(readFileSync(value(), 'utf8')));
    else if (a === '--timeout') options.timeout = Number(value());
    else if (a === '--writes') options.writes = true;
    else if (a === '--attr') {
      const [name, ...v] = value().split('=');
      options.attrs[name] = v.join('=');
    } else if (a === '--attrs-file') options.attrsByTag = JSON.parse(readFileSync(value(), 'utf8'));
    else if (a.startsWith('--')) fail(`unknown option ${a}`);
    else if (!options.base) options.base = a.replace(/\/$/, '');
    else fail(`one base URL only (${options.base}, ${a})`);
  }
  if (!/^https?:\/\//.test(options.base)) fail('the base URL must be an http(s) address');
  return options;
}

/** the contract: the package's (dist/), else the repository's */
function contract() {
  const here = dirname(fileURLToPath(import.meta.url));
  const file = [join(here, '../dist/backend-contract.json'), join(here, '../backend-contract.json')].find(existsSync);
  if (!file) fail('backend-contract.json not found beside the package');
  return JSON.parse(readFileSync(file, 'utf8'));
}

const options = parse(process.argv.slice(2));
const { elements } = contract();
const tags = options.tags.length ? options.tags : Object.keys(elements);
for (const t of tags) if (!elements[t]) fail(`${t}: no such element in the contract`);

const cache = new Map();
const unchecked = [];
let served = 0;
let checked = 0;
for (const tag of tags) {
  // the calls that only read: an opening's and those marked so (docs/backend.md "Checking a backend");
  // with --writes, the repeatable ones too
  const attrs = { ...options.attrsByTag[tag], ...options.attrs };
  const sendable = elements[tag].calls.filter((c) => c.onOpen || c.effect === 'read' || (options.writes && c.effect === 'repeatable'));
  const reads = sendable.filter((c) => madeWith(c, attrs));
  if (!reads.length) {
    // made only with attributes not given: said, not counted
    if (sendable.length) unchecked.push(`${tag} (${[...new Set(sendable.flatMap((c) => (c.if ?? []).flatMap((alt) => Object.keys(alt).filter((k) => alt[k] === `{${k}}`))))].join(', ')})`);
    continue;
  }
  checked++;
  const lines = [];
  let ok = true;
  for (const call of reads) {
    const send = sendOf(call, attrs);
    if (send.follows) {
      lines.push(`  ---- ${call.method.padEnd(6)} ${call.path}  not sent: made with what ${send.follows} answers`);
      continue;
    }
    if (send.needs) {
      ok = false;
      lines.push(`  ---- ${call.method.padEnd(6)} ${call.path}  not sent: needs ${send.needs.map((a) => `--attr ${a}=…`).join(' ')}`);
      continue;
    }
    const key = JSON.stringify(send);
    if (!cache.has(key)) cache.set(key, checkCall(options, call, send));
    const result = await cache.get(key);
    ok &&= result.served;
    lines.push(`  ${result.served ? 'ok  ' : 'FAIL'} ${call.method.padEnd(6)} ${send.path}  ${result.summary}`);
    for (const problem of result.problems) lines.push(`         ${problem}`);
  }
  if (ok) served++;
  console.log(`${tag}: ${ok ? 'served' : 'NOT fully served'}\n${lines.join('\n')}\n`);
}
if (unchecked.length) console.log(`not checked, their calls need attributes (--attr name=value or --attrs-file): ${unchecked.join('; ')}\n`);
console.log(`${served} of ${checked} elements fully served`);
process.exit(served === checked ? 0 : 1);
