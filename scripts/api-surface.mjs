// The public surface of the elements, as a page author meets it, read from custom-elements.json: per tag
// its attributes (with their defaults), the properties that have no attribute, its methods, its events
// with the top-level fields of each event's detail, and its CSS parts. test/api-surface.json holds the
// surface recorded at a release, with the package version it was recorded at.
//
//   node scripts/api-surface.mjs --record   writes test/api-surface.json (at a release)
//   node scripts/api-surface.mjs --check    run by `npm test`: compares the manifest with the recording
//
// --check fails (exit 1, one line per problem, naming the tag and the item) when something recorded is
// gone (a tag, an attribute, a property, a method, an event, a field of an event's detail, a CSS part)
// or an attribute's default changed, unless
//   (a) package.json's version is a breaking step from the recorded one: a greater major; for 0.x, as
//       semver has it, a greater minor (0.1.x → 0.2.0), or 1.0.0; or
//   (b) the topmost section of CHANGELOG.md (its first `## ` heading, which must be `## Unreleased` or
//       the current version's: `## 0.2.0 — 2027-01-15`, brackets allowed) has an entry (a line, or a
//       list item with its wrapped lines) that names the tag (bo-pagination) and the item in backquotes:
//       "bo-pagination: removed `api-base`". An event is named like a tag (`bo-change` or bo-change);
//       a detail field by its event and the field (`bo-confirm` … `records`, or `detail.records`);
//       a method may be written `show()`, a part `::part(footer)`; a removed tag needs only its name.
// Additions (a new tag, attribute, event, detail field…) pass: they are counted, to be recorded at the
// next release. The changelog's rule and the version rule are the README's "Versions" section.
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const RECORD = 'test/api-surface.json';
const KINDS = ['attributes', 'properties', 'methods', 'events', 'cssParts'];
const SINGULAR = { attributes: 'attribute', properties: 'property', methods: 'method', events: 'event', cssParts: 'CSS part' };

/** The member texts of an object type's body (`a: X; b?: { c: Y }`), split at the `;` and `,` that are not
 * nested in brackets, braces, parentheses, angle brackets (an arrow's `=>` is no bracket) or quotes. */
function splitTopLevel(body, separators) {
  const parts = [];
  let depth = 0;
  let quote = null;
  let start = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'" || c === '`') quote = c;
    else if ('{[(<'.includes(c)) depth++;
    else if ('}])'.includes(c) || (c === '>' && body[i - 1] !== '=')) depth--;
    else if (depth === 0 && separators.includes(c)) {
      parts.push(body.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(body.slice(start));
  return parts.map((p) => p.trim()).filter(Boolean);
}

/** The top-level keys of an object type literal's members (index signatures left out). */
function keysOfObject(literal) {
  const keys = [];
  for (const member of splitTopLevel(literal.slice(1, -1), ';,')) {
    const text = member.replace(/^readonly\s+/, '');
    const quoted = /^(['"])(.*?)\1/.exec(text);
    const plain = /^[A-Za-z_$][\w$]*/.exec(text);
    if (quoted) keys.push(quoted[2]);
    else if (plain) keys.push(plain[0]);
  }
  return keys;
}

/** The field names of an event's detail from its type text: `CustomEvent<{ records: …; record?: …; ids: … }>`
 * gives ids, record, records (sorted, each once); `CustomEvent<null>` or a named type gives none; a union
 * (`{ a: X } | null`) gives the keys of each of its object literals. */
export function detailFields(typeText) {
  const text = (typeText ?? '').trim();
  const inner = /^CustomEvent\s*<([\s\S]*)>$/.exec(text)?.[1] ?? text;
  const keys = new Set();
  for (const alternative of splitTopLevel(inner, '|')) {
    if (alternative.startsWith('{') && alternative.endsWith('}')) keysOfObject(alternative).forEach((k) => keys.add(k));
  }
  return [...keys].sort();
}

const sorted = (names) => [...new Set(names)].sort();
const sortedObject = (entries) => Object.fromEntries([...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/** The surface of every tag of a Custom Elements Manifest, sorted: { version, elements: { tag: { attributes:
 * { name: default or null }, properties, methods, events: { name: [detail fields] }, cssParts } } }. */
export function surfaceOf(manifest, version) {
  const elements = [];
  for (const mod of manifest.modules ?? []) {
    for (const d of mod.declarations ?? []) {
      if (!d.tagName) continue;
      const members = d.members ?? [];
      elements.push([
        d.tagName,
        {
          attributes: sortedObject((d.attributes ?? []).map((a) => [a.name, a.default ?? null])),
          properties: sorted(members.filter((m) => m.kind === 'field' && !m.attribute && !m.static && m.privacy !== 'private').map((m) => m.name)),
          methods: sorted(members.filter((m) => m.kind === 'method' && !m.static && m.privacy !== 'private').map((m) => m.name)),
          events: sortedObject((d.events ?? []).map((e) => [e.name, detailFields(e.type?.text)])),
          cssParts: sorted((d.cssParts ?? []).map((p) => p.name)),
        },
      ]);
    }
  }
  return { version, elements: sortedObject(elements) };
}

/** "0.2.0-beta.1" → [0, 2, 0] */
const parts = (version) => String(version).split(/[-+]/)[0].split('.').map((n) => Number(n) || 0);

/** Whether `version` is a breaking step from `recorded`: a greater major, or for 0.x a greater minor. */
export function isBreakingStep(recorded, version) {
  const [rMajor, rMinor] = parts(recorded);
  const [major, minor] = parts(version);
  if (major !== rMajor) return major > rMajor;
  return rMajor === 0 && minor > rMinor;
}

/** The entries of the changelog's topmost section when it is `## Unreleased` or `## <version>`, else [].
 * An entry is a line; a list item takes its indented continuation lines with it. */
export function changelogEntries(text, version) {
  const lines = String(text ?? '').split(/\r?\n/);
  const head = lines.findIndex((l) => /^##\s/.test(l));
  if (head < 0) return [];
  const title = lines[head].replace(/^##\s+/, '').replace(/[[\]]/g, '').trim().split(/\s+/)[0].replace(/^v/, '');
  if (title.toLowerCase() !== 'unreleased' && title !== version) return [];
  const entries = [];
  for (const line of lines.slice(head + 1)) {
    if (/^##?\s/.test(line)) break;
    if (!line.trim()) continue;
    if (/^\s+\S/.test(line) && !/^\s*[-*+]\s/.test(line) && entries.length) entries[entries.length - 1] += ` ${line.trim()}`;
    else entries.push(line.trim());
  }
  return entries;
}

const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `bo-x` as a word of the entry (not a part of bo-x-y), backquoted or not */
const namesWord = (entry, word) => new RegExp(`(?<![\\w-])${escapeRe(word)}(?![\\w-])`).test(entry);
/** the names the entry writes in backquotes, without `()`, `::part( )` or `detail.` */
const quoted = (entry) =>
  new Set([...entry.matchAll(/`([^`]+)`/g)].map(([, q]) => q.trim().replace(/^::part\((.*)\)$/, '$1').replace(/\(\)$/, '').replace(/^detail\./, '')));

/** Whether one entry of the changelog names a problem: its tag, and its item (and a detail field's event). */
function names(entry, { tag, kind, name, event }) {
  if (!namesWord(entry, tag)) return false;
  if (kind === 'tag') return true;
  if (kind === 'events') return namesWord(entry, name);
  if (kind === 'detail') return namesWord(entry, event) && quoted(entry).has(name);
  return quoted(entry).has(name);
}

const describe = ({ tag, kind, name, event, from, to }) =>
  kind === 'tag'
    ? `${tag}: the element was removed`
    : kind === 'detail'
      ? `${tag}: event ${event} lost the detail field \`${name}\``
      : kind === 'default'
        ? `${tag}: the default of attribute \`${name}\` changed from ${from ?? '(none)'} to ${to ?? '(none)'}`
        : `${tag}: ${SINGULAR[kind]} \`${name}\` was removed`;

/** Fills the kinds a recording leaves out (empty ones are not written). */
const full = (el = {}) => ({ attributes: {}, properties: [], methods: [], events: {}, cssParts: [], ...el });

/**
 * Compares a recorded surface with the current one. `version`: package.json's; `changelog`: CHANGELOG.md's
 * text. Returns { problems: [line], allowed: [line], additions: count } — problems fail the check, allowed
 * are the breaking changes that a version step or a changelog entry lets pass.
 */
export function compareSurfaces(recorded, current, version, changelog) {
  const changes = [];
  let additions = 0;
  const rec = recorded.elements ?? {};
  const cur = current.elements ?? {};
  for (const tag of Object.keys(cur)) if (!rec[tag]) additions++;
  for (const [tag, recordedElement] of Object.entries(rec)) {
    if (!cur[tag]) {
      changes.push({ tag, kind: 'tag', name: tag });
      continue;
    }
    const was = full(recordedElement);
    const now = full(cur[tag]);
    for (const kind of KINDS) {
      const before = Array.isArray(was[kind]) ? was[kind] : Object.keys(was[kind]);
      const after = Array.isArray(now[kind]) ? now[kind] : Object.keys(now[kind]);
      for (const name of before) if (!after.includes(name)) changes.push({ tag, kind, name });
      additions += after.filter((name) => !before.includes(name)).length;
    }
    for (const [name, from] of Object.entries(was.attributes)) {
      if (name in now.attributes && now.attributes[name] !== from) changes.push({ tag, kind: 'default', name, from, to: now.attributes[name] });
    }
    for (const [event, fields] of Object.entries(was.events)) {
      if (!now.events[event]) continue;
      for (const name of fields) if (!now.events[event].includes(name)) changes.push({ tag, kind: 'detail', event, name });
      additions += now.events[event].filter((name) => !fields.includes(name)).length;
    }
  }
  const step = isBreakingStep(recorded.version, version);
  const entries = changelogEntries(changelog, version);
  const problems = [];
  const allowed = [];
  for (const change of changes) {
    const line = describe(change);
    if (step) allowed.push(`${line} (allowed: ${recorded.version} → ${version} is a breaking step)`);
    else if (entries.some((entry) => names(entry, change))) allowed.push(`${line} (allowed: named in CHANGELOG.md)`);
    else problems.push(line);
  }
  return { problems, allowed, additions };
}

/** One value on one line: `["a", "b"]`, `{"a": null, "b": ["c"]}`. */
const inline = (value) =>
  Array.isArray(value)
    ? `[${value.map(inline).join(', ')}]`
    : value && typeof value === 'object'
      ? `{${Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}: ${inline(v)}`).join(', ')}}`
      : JSON.stringify(value);

/** The recording's text: a line per kind of each tag (empty kinds left out), sorted, so that a change
 * shows in a diff as the line of its tag and kind. */
export function formatSurface(surface) {
  const about =
    'The public surface of each element (attributes with their defaults, properties without an attribute, methods, events with their detail fields, CSS parts), recorded from custom-elements.json at `version`. npm test (scripts/api-surface.mjs --check) fails when one of them is removed or a default changes without a breaking version step or a CHANGELOG.md entry naming it (README "Versions"). Recorded at a release: node scripts/api-surface.mjs --record';
  const tags = Object.entries(surface.elements).map(([tag, el]) => {
    const lines = KINDS.filter((k) => Object.keys(el[k]).length).map((k) => `      ${JSON.stringify(k)}: ${inline(el[k])}`);
    return `    ${JSON.stringify(tag)}: ${lines.length ? `{\n${lines.join(',\n')}\n    }` : '{}'}`;
  });
  return `{\n  "about": ${JSON.stringify(about)},\n  "version": ${JSON.stringify(surface.version)},\n  "elements": {\n${tags.join(',\n')}\n  }\n}\n`;
}

function main(argv) {
  const read = (file) => readFileSync(file, 'utf8');
  const { version } = JSON.parse(read('package.json'));
  const current = surfaceOf(JSON.parse(read('custom-elements.json')), version);
  const counts = Object.values(current.elements).reduce(
    (n, el) => ({ attributes: n.attributes + Object.keys(el.attributes).length, events: n.events + Object.keys(el.events).length, parts: n.parts + el.cssParts.length, methods: n.methods + el.methods.length }),
    { attributes: 0, events: 0, parts: 0, methods: 0 },
  );
  const summary = `${Object.keys(current.elements).length} elements, ${counts.attributes} attributes, ${counts.events} events, ${counts.parts} CSS parts, ${counts.methods} methods`;
  if (argv.includes('--record')) {
    writeFileSync(RECORD, formatSurface(current));
    console.log(`api surface: ${summary} recorded at ${version} → ${RECORD}`);
    return 0;
  }
  if (!argv.includes('--check')) {
    console.error('usage: node scripts/api-surface.mjs --check | --record');
    return 2;
  }
  const recorded = JSON.parse(read(RECORD));
  let changelog = '';
  try {
    changelog = read('CHANGELOG.md');
  } catch {
    // no changelog: nothing removed is named in it
  }
  const { problems, allowed, additions } = compareSurfaces(recorded, current, version, changelog);
  for (const line of allowed) console.log(`api surface: ${line}`);
  for (const line of problems) console.error(`api surface: ${line}`);
  const later = additions ? `; ${additions} addition${additions > 1 ? 's' : ''} not yet recorded: run --record at the release` : '';
  if (problems.length) {
    console.error(
      `api surface: ${problems.length} breaking change${problems.length > 1 ? 's' : ''} since ${recorded.version} (${RECORD}): name each in CHANGELOG.md's topmost section ("bo-x: removed \`name\`") or step the version (README "Versions")${later}`,
    );
    return 1;
  }
  const kept = allowed.length ? `${allowed.length} breaking change${allowed.length > 1 ? 's' : ''} allowed (above)` : `nothing recorded at ${recorded.version} lost`;
  console.log(`api surface: ${summary}; ${kept}${later}`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = main(process.argv.slice(2));
