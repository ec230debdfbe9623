// scripts/api-surface.mjs: the detail fields read from the manifest's type texts, and the check that a
// removal or a changed default fails unless a breaking version step or a CHANGELOG.md entry names it.
// `npm test` runs it with node --test (scripts/test.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { changelogEntries, compareSurfaces, detailFields, formatSurface, isBreakingStep, surfaceOf } from '../../scripts/api-surface.mjs';

const PICKER_CONFIRM =
  'CustomEvent<{ records: Array<{ id: number; serial_number?: string; address_type?: 1 | 2 | 3 | 4 | 5 | 6 | 7; is_out?: 0 | 1; [field: string]: unknown }>; record?: { id: number; alias?: string; [field: string]: unknown }; ids: Array<string | number> }>';

test('detail fields: the top-level keys of real type texts, sorted', () => {
  assert.deepEqual(detailFields(PICKER_CONFIRM), ['ids', 'record', 'records']);
  assert.deepEqual(detailFields('CustomEvent<null>'), []);
  assert.deepEqual(
    detailFields("CustomEvent<{ source: 'http' | 'attribute' | 'render'; msg: string; url?: string; status?: number; code?: number | 'network' | 'timeout' | 'http' | 'malformed'; attribute?: string; value?: string }>"),
    ['attribute', 'code', 'msg', 'source', 'status', 'url', 'value'],
  );
  assert.deepEqual(detailFields('CustomEvent<{ page: number; pageSize: number }>'), ['page', 'pageSize']);
  assert.deepEqual(detailFields('CustomEvent<{ tab: string; ids: (string | number)[]; filters: Record<string, unknown> }>'), ['filters', 'ids', 'tab']);
  // an arrow's => inside parentheses, a nested object written with commas, named types
  assert.deepEqual(
    detailFields('CustomEvent<{ attachment_id: number; file: Record<string, unknown>; payload: Record<string, unknown>; respondWith: (work: Promise<unknown>) => void }>'),
    ['attachment_id', 'file', 'payload', 'respondWith'],
  );
  assert.deepEqual(
    detailFields('CustomEvent<{ fields: { group: "basic" | "customer"; name: string; field: string; removable: boolean }[]; field: { basic: { name, field, width: 20, enable: true, checked: true }[]; customer: [...] }; plan: { id: number; name: string } | null }>'),
    ['field', 'fields', 'plan'],
  );
  assert.deepEqual(detailFields('CustomEvent<{ files: UploadedFile[]; ids: number[] }>'), ['files', 'ids']);
  assert.deepEqual(detailFields('CustomEvent<InvoiceItem>'), []);
  // quoted keys, readonly, a union with null, a separator inside a string literal
  assert.deepEqual(detailFields("CustomEvent<{ readonly 'data-id': string; note: 'a; b' | 'c, d' } | null>"), ['data-id', 'note']);
  assert.deepEqual(detailFields(undefined), []);
});

test('every event of the committed manifest has its detail read (an object type gives fields)', () => {
  const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
  for (const mod of manifest.modules)
    for (const event of mod.declarations[0].events ?? []) {
      const fields = detailFields(event.type.text);
      if (/^CustomEvent<\{/.test(event.type.text)) assert.ok(fields.length > 0, `${event.name}: ${event.type.text}`);
      for (const f of fields) assert.match(f, /^[A-Za-z_$][\w$-]*$/, `${event.name}: ${f}`);
    }
});

const manifest = (overrides = {}) => ({
  modules: [
    {
      declarations: [
        {
          tagName: 'bo-pagination',
          attributes: [
            { name: 'page', default: '1' },
            { name: 'page-size', default: '20' },
            { name: 'api-base' },
          ],
          members: [
            { kind: 'field', name: 'page', attribute: 'page' },
            { kind: 'field', name: 'selection' },
            { kind: 'method', name: 'reload' },
          ],
          events: [
            { name: 'bo-change', type: { text: 'CustomEvent<{ page: number; pageSize: number }>' } },
            { name: 'bo-error', type: { text: 'CustomEvent<{ msg: string }>' } },
          ],
          cssParts: [{ name: 'pager' }, { name: 'button' }],
          ...overrides,
        },
      ],
    },
    { declarations: [{ tagName: 'bo-tab-bar', attributes: [], events: [] }] },
  ],
});
const recorded = surfaceOf(manifest(), '0.1.0');
const check = (current, { version = '0.1.0', changelog = '' } = {}) => compareSurfaces(recorded, surfaceOf(current, version), version, changelog);

test('the surface: attributes with defaults, properties without an attribute, methods, events, parts', () => {
  assert.deepEqual(recorded.elements['bo-pagination'], {
    attributes: { 'api-base': null, page: '1', 'page-size': '20' },
    properties: ['selection'],
    methods: ['reload'],
    events: { 'bo-change': ['page', 'pageSize'], 'bo-error': ['msg'] },
    cssParts: ['button', 'pager'],
  });
  // the recording reads back as the surface (its empty kinds left out are filled by the check)
  const back = JSON.parse(formatSurface(recorded));
  assert.equal(back.version, '0.1.0');
  assert.deepEqual(back.elements['bo-pagination'], recorded.elements['bo-pagination']);
  assert.deepEqual(compareSurfaces(back, recorded, '0.1.0', ''), { problems: [], allowed: [], additions: 0 });
});

test('the same surface passes', () => {
  assert.deepEqual(check(manifest()), { problems: [], allowed: [], additions: 0 });
});

test('each removal, and a changed default, is a problem naming the tag and the item', () => {
  const { problems } = check(
    manifest({
      attributes: [{ name: 'page', default: '1' }, { name: 'page-size', default: '50' }],
      members: [{ kind: 'field', name: 'page', attribute: 'page' }],
      events: [{ name: 'bo-change', type: { text: 'CustomEvent<{ page: number }>' } }],
      cssParts: [{ name: 'button' }],
    }),
  );
  assert.deepEqual(problems.sort(), [
    'bo-pagination: CSS part `pager` was removed',
    'bo-pagination: attribute `api-base` was removed',
    'bo-pagination: event `bo-error` was removed',
    'bo-pagination: event bo-change lost the detail field `pageSize`',
    'bo-pagination: method `reload` was removed',
    'bo-pagination: property `selection` was removed',
    'bo-pagination: the default of attribute `page-size` changed from 20 to 50',
  ]);
  const gone = { modules: [manifest().modules[0]] };
  assert.deepEqual(check(gone).problems, ['bo-tab-bar: the element was removed']);
});

const withoutApiBase = () => manifest({ attributes: [{ name: 'page', default: '1' }, { name: 'page-size', default: '20' }] });

test('a line of the changelog\'s topmost section naming the tag and the item lets a removal pass', () => {
  const changelog = (line, head = '## Unreleased') => `# Changelog\n\n${head}\n### Removed\n- ${line}\n\n## 0.1.0 — 2026-12-03\n- first release\n`;
  const passes = (text, current = withoutApiBase()) => check(current, { changelog: text }).problems.length === 0;
  assert.ok(passes(changelog('bo-pagination: removed `api-base` (set `base-url` on bo-config)')));
  assert.ok(passes(changelog('`bo-pagination`: removed `api-base`', '## [0.1.0] - 2026-12-03')), 'the current version\'s section');
  const { allowed } = check(withoutApiBase(), { changelog: changelog('bo-pagination: removed `api-base`') });
  assert.deepEqual(allowed, ['bo-pagination: attribute `api-base` was removed (allowed: named in CHANGELOG.md)']);
  // not named: another tag, the item without backquotes, the tag as a part of a longer one, an older section
  assert.ok(!passes(changelog('bo-tab-bar: removed `api-base`')));
  assert.ok(!passes(changelog('bo-pagination: removed api-base')));
  assert.ok(!passes(changelog('bo-pagination-x: removed `api-base`')));
  assert.ok(!passes('# Changelog\n\n## 0.0.9\n- bo-pagination: removed `api-base`\n\n## Unreleased\n'));
  assert.ok(!passes(''));
  // a list item wrapped over lines is one entry
  assert.ok(passes('## Unreleased\n- bo-pagination: the pager takes the base of the page; removed\n  `api-base`, which was never read\n'));
  // a changed default, a detail field (its event named too), a method, a part, a removed tag
  const defaultChanged = manifest({ attributes: [{ name: 'page', default: '1' }, { name: 'page-size', default: '50' }, { name: 'api-base' }] });
  assert.ok(passes('## Unreleased\n- bo-pagination: `page-size` defaults to 50\n', defaultChanged));
  const lostField = manifest({ events: [{ name: 'bo-change', type: { text: 'CustomEvent<{ page: number }>' } }, { name: 'bo-error', type: { text: 'CustomEvent<{ msg: string }>' } }] });
  assert.ok(passes('## Unreleased\n- bo-pagination: `bo-change` no longer has `detail.pageSize`\n', lostField));
  assert.ok(!passes('## Unreleased\n- bo-pagination: `pageSize` removed\n', lostField), 'the event must be named');
  assert.ok(passes('## Unreleased\n- bo-pagination: removed `reload()`\n', manifest({ members: [{ kind: 'field', name: 'selection' }] })));
  assert.ok(passes('## Unreleased\n- bo-pagination: removed `::part(pager)`\n', manifest({ cssParts: [{ name: 'button' }] })));
  assert.ok(passes('## Unreleased\n- bo-tab-bar: removed; use bo-segmented\n', { modules: [manifest().modules[0]] }));
  assert.ok(passes('## Unreleased\n- bo-pagination: removed event `bo-error`\n', manifest({ events: [{ name: 'bo-change', type: { text: 'CustomEvent<{ page: number; pageSize: number }>' } }] })));
});

test('a breaking version step lets a removal pass: a greater major, or for 0.x a greater minor', () => {
  assert.deepEqual(check(withoutApiBase(), { version: '0.2.0' }).problems, []);
  assert.deepEqual(check(withoutApiBase(), { version: '1.0.0' }).problems, []);
  assert.match(check(withoutApiBase(), { version: '0.2.0' }).allowed[0], /0\.1\.0 → 0\.2\.0 is a breaking step/);
  assert.deepEqual(check(withoutApiBase(), { version: '0.1.1' }).problems, ['bo-pagination: attribute `api-base` was removed']);
  assert.ok(isBreakingStep('1.4.2', '2.0.0'));
  assert.ok(!isBreakingStep('1.4.2', '1.5.0'));
  assert.ok(isBreakingStep('0.1.0', '0.2.0-beta.1'));
  assert.ok(!isBreakingStep('0.2.0', '0.1.9'));
});

test('additions pass and are counted', () => {
  const grown = manifest({
    attributes: [{ name: 'page', default: '1' }, { name: 'page-size', default: '20' }, { name: 'api-base' }, { name: 'compact', default: 'false' }],
    events: [
      { name: 'bo-change', type: { text: 'CustomEvent<{ page: number; pageSize: number; total?: number }>' } },
      { name: 'bo-error', type: { text: 'CustomEvent<{ msg: string }>' } },
      { name: 'bo-open', type: { text: 'CustomEvent<null>' } },
    ],
  });
  grown.modules.push({ declarations: [{ tagName: 'bo-new', attributes: [] }] });
  assert.deepEqual(check(grown), { problems: [], allowed: [], additions: 4 });
});

test('changelog entries: only the topmost section, and only when it is Unreleased or the current version', () => {
  const text = '# Changelog\n\n## Unreleased\n- a\n  b\n- c\n\n## 0.1.0 — 2026-12-03\n- d\n';
  assert.deepEqual(changelogEntries(text, '0.1.0'), ['- a b', '- c']);
  assert.deepEqual(changelogEntries('## 0.2.0 — 2027-01-01\n- e\n## 0.1.0\n- d\n', '0.2.0'), ['- e']);
  assert.deepEqual(changelogEntries('## 0.1.0\n- d\n', '0.2.0'), []);
});
