// The package test's types (scripts/package-test.mjs): what TypeScript hosts write, compiled against the
// installed package. A `@ts-expect-error` that compiles fails the check (types not `any`).
//   - a TypeScript + React 19 host: `bo-elements`, `bo-elements/<tag>`, `bo-elements/config`, every tag in
//     React's JSX and Vue's GlobalComponents, and a named type for every event of the manifest and its
//     detail (`BoGoodsPickerConfirmEvent`, `GoodsPickerConfirmDetail`) that a named handler takes;
//   - a Vue 3 single-file component under vue-tsc: with `vueCompilerOptions.strictTemplates` a misspelled
//     property (`:totl`) and event (`@bo-confrim`) are errors; without it (the vue-ts template's default)
//     they pass, which is what docs/hosts/vue.md says;
//   - every element's Vue and React snippets of the reference pages (demo/reference/printers.ts), as
//     pasted into an app: each a .vue file under vue-tsc with strictTemplates, each a .tsx under tsc.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'vite';

const pascal = (name) => name.replace(/(^|-)(\w)/g, (_, __, c) => c.toUpperCase());
/** the rule the docs give: <bo-goods-picker> bo-confirm → BoGoodsPickerConfirmEvent, GoodsPickerConfirmDetail */
export const eventTypeNames = (tag, event) => {
  const what = pascal(event.replace(/^bo-/, ''));
  return { event: `${pascal(tag)}${what}Event`, detail: `${pascal(tag).replace(/^Bo/, '')}${what}Detail` };
};

const COMPILER = {
  target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', jsx: 'react-jsx', strict: true, noEmit: true,
  skipLibCheck: true, lib: ['ES2023', 'DOM', 'DOM.Iterable'], types: [],
};

/** Runs a compiler over a project; its errors, or '' when it compiled. */
function compile(root, bin, project) {
  try {
    execFileSync(process.execPath, [join(root, bin), '-p', project], { encoding: 'utf8' });
    return '';
  } catch (e) {
    return `${e.stdout}${e.stderr}` || String(e);
  }
}

/** Every element's Vue and React snippets, as the reference pages print them for its demo example
 * (its events, the button that opens it, its result), by file name. */
async function snippets(root) {
  const server = await createServer({ root, configFile: false, logLevel: 'error', appType: 'custom', server: { middlewareMode: true, hmr: false, ws: false } });
  try {
    const { elementDocs } = await server.ssrLoadModule('/demo/reference/manifest.ts');
    const { printers } = await server.ssrLoadModule('/demo/reference/printers.ts');
    const { usageBase } = await server.ssrLoadModule('/demo/reference/usage.ts');
    const files = {};
    for (const doc of elementDocs) {
      const usage = usageBase(doc, '打开');
      files[`snippets/${doc.tag}.tsx`] = printers.react(usage);
      // not named after the tag: a component's template may name itself by its file, as Vue resolves it
      files[`vue-good/snippet-${doc.tag}.vue`] = printers.vue(usage);
    }
    return files;
  } finally {
    await server.close();
  }
}

function typeScriptHost(host, manifest) {
  const tags = manifest.modules.map((m) => m.declarations[0].tagName);
  const events = manifest.modules.flatMap((m) => (m.declarations[0].events ?? []).map((e) => [m.declarations[0].tagName, e.name]));
  // each named event type is the listener's own (a handler typed with it is accepted by addEventListener),
  // not `any`, and its detail is the event's
  const named = events.map(([tag, event], i) => {
    const n = eventTypeNames(tag, event);
    return `export const h${i} = (e: B.${n.event}): B.${n.detail} => e.detail;
document.createElement('${tag}').addEventListener('${event}', h${i});
export const a${i}: NotAny<B.${n.event}> = true;`;
  });
  writeFileSync(join(host, 'consumer.tsx'), `/// <reference types="bo-elements/react" />
/// <reference types="bo-elements/vue" />
import 'bo-elements/bo-pagination';
import { registry, type BoDocumentEventMap, type BoGoodsPickerConfirmEvent, type GoodsPickerConfirmDetail } from 'bo-elements';
import type * as B from 'bo-elements';
import { configure, getConfig, type BoConfigOptions } from 'bo-elements/config';
import type { GlobalComponents } from 'vue';
import { useEffect, useRef } from 'react';

configure({ baseURL: '/api' });
export const base: BoConfigOptions['baseURL'] = getConfig().baseURL;
export const size: number = registry.size;
export const changed = (e: BoDocumentEventMap['bo-confirm']) => e;
const pager = document.querySelector('bo-pagination')!;
pager.addEventListener('bo-change', (e) => e.detail.page.toFixed());
// @ts-expect-error a string where the pager takes a number
pager.pageSize = '20';
export const every = <>${tags.map((t) => `<${t} key="${t}" />`).join('')}</>;
export type Vue = [${tags.map((t) => `GlobalComponents['${t}']`).join(', ')}];

// a React 19 component with a named handler on a ref
export function Chooser({ save }: { save: (ids: Array<string | number>) => void }) {
  const ref = useRef<HTMLElementTagNameMap['bo-goods-picker']>(null);
  useEffect(() => {
    const onConfirm = (e: BoGoodsPickerConfirmEvent) => save(e.detail.ids);
    ref.current?.addEventListener('bo-confirm', onConfirm);
    return () => ref.current?.removeEventListener('bo-confirm', onConfirm);
  }, [save]);
  return <bo-goods-picker ref={ref} selectionMode="checkbox" onbo-confirm={(e) => save(e.detail.ids)} />;
}
// @ts-expect-error a named detail has only its fields
export const wrong = (d: GoodsPickerConfirmDetail) => d.page;

type NotAny<T> = 0 extends 1 & T ? false : true;
${named.join('\n')}
`);
  writeFileSync(join(host, 'tsconfig.json'), JSON.stringify({ compilerOptions: COMPILER, include: ['consumer.tsx', 'snippets/*.tsx'] }));
  return events.length;
}

/** A Vue 3 component as a Vue + TypeScript team writes it: <script setup lang="ts">, named handlers. */
const GOOD_SFC = `<script setup lang="ts">
import { ref } from 'vue';
import type { BoGoodsPickerConfirmEvent, PaginationChangeDetail } from 'bo-elements';
import 'bo-elements/bo-goods-picker';
import 'bo-elements/bo-pagination';

const ids = ref<Array<string | number>>([]);
const page = ref(1);
function onConfirm(e: BoGoodsPickerConfirmEvent) {
  ids.value = e.detail.ids;
}
function onPage(e: CustomEvent<PaginationChangeDetail>) {
  page.value = e.detail.page;
}
</script>

<template>
  <bo-goods-picker selection-mode="checkbox" :selected-ids="ids" @bo-confirm="onConfirm" />
  <bo-pagination :total="50" :page-size="20" @bo-change="onPage" />
  <output>{{ page }}</output>
</template>
`;
/** the two slips of issue 39: a misspelled property and a misspelled event */
const SLIPS_SFC = `<script setup lang="ts">
import 'bo-elements/bo-pagination';
function onChange(e: Event) {
  return e.type;
}
</script>

<template>
  <bo-pagination :totl="5" @bo-confrim="onChange" />
</template>
`;

function vueHost(dir, strict, component) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'env.d.ts'), '/// <reference types="bo-elements/vue" />\n');
  writeFileSync(join(dir, 'App.vue'), component);
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({
    compilerOptions: COMPILER,
    include: ['env.d.ts', '*.vue'],
    ...(strict ? { vueCompilerOptions: { strictTemplates: true } } : {}),
  }));
  return dir;
}

/** Compiles the hosts in `host` (a folder of the scratch project that installed the package); pushes
 * what failed onto `problems`; gives a line saying what was compiled. */
export async function checkTypes({ root, host, manifest, problems }) {
  const count = typeScriptHost(host, manifest);
  const pasted = await snippets(root);
  mkdirSync(join(host, 'snippets'), { recursive: true });
  mkdirSync(join(host, 'vue-good'), { recursive: true });
  for (const [file, text] of Object.entries(pasted)) writeFileSync(join(host, file), text);
  const ts = compile(root, 'node_modules/typescript/bin/tsc', host);
  if (ts) problems.push(`the package's types do not compile in a TypeScript host:\n${ts}`);

  const VUE_TSC = 'node_modules/vue-tsc/bin/vue-tsc.js';
  const good = compile(root, VUE_TSC, vueHost(join(host, 'vue-good'), true, GOOD_SFC));
  if (good) problems.push(`a Vue SFC with named handlers does not compile under vue-tsc with strictTemplates:\n${good}`);
  const strict = compile(root, VUE_TSC, vueHost(join(host, 'vue-strict'), true, SLIPS_SFC));
  if (!/\btotl\b/.test(strict) || !/bo-confrim|onBoConfrim/.test(strict)) problems.push(`vue-tsc with strictTemplates did not report :totl and @bo-confrim:\n${strict || '(no error)'}`);
  const loose = compile(root, VUE_TSC, vueHost(join(host, 'vue-loose'), false, SLIPS_SFC));
  if (loose) problems.push(`without strictTemplates vue-tsc reported the slips, unlike what docs/hosts/vue.md says:\n${loose}`);
  return `types compile in a TypeScript host (bo-elements, /<tag>, /vue, /react, ${count} named event types, ${Object.keys(pasted).length / 2} React snippets) and Vue SFCs under vue-tsc (${Object.keys(pasted).length / 2} snippets; strictTemplates catches :totl and @bo-confrim)`;
}
