/**
 * The printers of a Usage (usage.ts): each writes the same attributes and listeners in its host's own
 * way. JSON attributes are single-quoted (`tabs='[{"id":1}]'`), never entity-escaped; Vue binds
 * values (`:selected-ids="[1, 2]"`, `@bo-confirm`); React 19 sets the properties of a custom element and
 * listens through `on<event>` props (`onbo-confirm` adds a `bo-confirm` listener: react-dom 19's
 * setPropOnCustomElement); jQuery writes attributes and reads `e.originalEvent.detail`.
 */
import type { Setting, Usage } from './usage';
import { attributeText } from './values';
import { eventTypeNames } from '../../src/core/event-type-names';

export type Host = 'html' | 'jquery' | 'vue' | 'react';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
const key = (name: string) => (IDENTIFIER.test(name) ? name : quote(name));

/** A JavaScript literal of a value: single-quoted strings, bare keys where they can be. */
export function literal(value: unknown): string {
  if (typeof value === 'string') return quote(value);
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(([k, v]) => `${key(k)}: ${literal(v)}`);
    return entries.length ? `{ ${entries.join(', ')} }` : '{}';
  }
  return String(value);
}

/** `bo-confirm` → `onConfirm`, `bo-row-click` → `onRowClick` */
export const handlerName = (event: string) => `on${event.slice(3).replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase())}`;

/** An HTML attribute value in double quotes, or in single quotes for JSON (which is full of `"`). */
function htmlAttribute(name: string, text: string, json = false) {
  const amp = text.replace(/&/g, '&amp;');
  return json ? `${name}='${amp.replace(/'/g, '&#39;')}'` : `${name}="${amp.replace(/"/g, '&quot;')}"`;
}

/**
 * An element in markup, indented by `indent` spaces: `<tag a b></tag>` (`<tag a b />`) on one line, or
 * one attribute per line when that line would pass 80 characters.
 */
function markup(tag: string, parts: string[], { indent = 0, selfClosing = false } = {}) {
  const pad = ' '.repeat(indent);
  const end = selfClosing ? ' />' : `></${tag}>`;
  const line = `${pad}<${tag}${parts.map((p) => ` ${p}`).join('')}${end}`;
  if (line.length <= 80) return line;
  return [`${pad}<${tag}`, ...parts.map((p) => `${pad}  ${p}`), `${pad}${end.trimStart()}`].join('\n');
}

function htmlSetting(s: Setting) {
  if (s.kind === 'boolean') return s.value ? s.attribute : htmlAttribute(s.attribute, 'false');
  return htmlAttribute(s.attribute, attributeText(s.kind, s.value), s.kind === 'json');
}

/** `bo-goods-picker` → `goods-picker`, the stem of a snippet's ids and names */
const stem = (tag: string) => tag.replace(/^bo-/, '');
/** the expression of a result the page keeps: `e.detail.ids` (jQuery: `e.originalEvent.detail.ids`) */
const resultOf = (u: Usage, detail = 'e.detail') => `JSON.stringify(${detail}${u.result?.field ? `.${u.result.field}` : ''})`;
const isResult = (u: Usage, event: string) => u.result?.event === event;

function html(u: Usage) {
  const id = stem(u.tag);
  const element = markup(u.tag, u.settings.map(htmlSetting));
  if (!u.events.length && !u.opener) return element;
  const listeners = u.events.map((e) =>
    isResult(u, e)
      ? `  el.addEventListener('${e}', (e) => {\n    document.querySelector('#${id}-result').textContent = ${resultOf(u)};\n  });`
      : `  el.addEventListener('${e}', (e) => console.log(e.detail));`,
  );
  return [
    ...(u.opener ? [`<button type="button" id="${id}-open">${u.opener}</button>`] : []),
    element,
    ...(u.result ? [`<output id="${id}-result"></output>`] : []),
    '<script type="module">',
    `  const el = document.querySelector('${u.tag}');`,
    ...(u.opener ? [`  document.querySelector('#${id}-open').addEventListener('click', () => el.show());`] : []),
    ...listeners,
    '</script>',
  ].join('\n');
}

function jquerySetting(s: Setting) {
  const text = s.kind === 'boolean' ? (s.value ? '' : 'false') : attributeText(s.kind, s.value);
  return `${key(s.attribute)}: ${s.kind === 'number' ? text : quote(text)}`;
}

function jquery(u: Usage) {
  const lines = [...(u.result ? ["const $result = $('<output>');"] : []), `const $el = $('<${u.tag}>')`];
  if (u.settings.length) lines.push(`  .attr({ ${u.settings.map(jquerySetting).join(', ')} })`);
  for (const e of u.events)
    lines.push(isResult(u, e) ? `  .on('${e}', (e) => $result.text(${resultOf(u, 'e.originalEvent.detail')}))` : `  .on('${e}', (e) => console.log(e.originalEvent.detail))`);
  lines[lines.length - 1] += ';';
  if (u.opener) lines.push(`$('<button type="button">').text(${quote(u.opener)}).on('click', () => $el[0].show()).appendTo('body');`);
  lines.push(`$el.appendTo('body');`);
  if (u.result) lines.push(`$result.appendTo('body');`);
  return lines.join('\n');
}

function vueSetting(s: Setting) {
  if (s.kind === 'text') return htmlAttribute(s.attribute, attributeText(s.kind, s.value));
  // inside a double-quoted attribute a `"` of the expression is written as the JS escape \x22
  return `:${s.attribute}="${literal(s.value).replace(/"/g, '\\x22')}"`;
}

/** The named type of an element's event (elements/event-types.ts): BoGoodsPickerConfirmEvent. */
const eventType = (tag: string, event: string) => eventTypeNames(tag, event).event;

function vue(u: Usage) {
  const ref = u.opener ? ['ref="el"'] : [];
  const parts = [...ref, ...u.settings.map(vueSetting), ...u.events.map((e) => `@${e}="${handlerName(e)}"`)];
  const types = u.events.map((e) => eventType(u.tag, e));
  const handlers = u.events.map((e, i) =>
    isResult(u, e) ? `function ${handlerName(e)}(e: ${types[i]}) {\n  result.value = ${resultOf(u)};\n}` : `function ${handlerName(e)}(e: ${types[i]}) {\n  console.log(e.detail);\n}`,
  );
  const refs = [
    ...(u.opener ? [`const el = ref<HTMLElementTagNameMap['${u.tag}']>();`] : []),
    ...(u.result ? ["const result = ref('');"] : []),
  ];
  return [
    '<template>',
    ...(u.opener ? [`  <button type="button" @click="el?.show()">${u.opener}</button>`] : []),
    markup(u.tag, parts, { indent: 2 }),
    ...(u.result ? ['  <output>{{ result }}</output>'] : []),
    '</template>',
    '',
    '<script setup lang="ts">',
    `// Vue's compiler options: isCustomElement: (tag) => tag.startsWith('bo-')`,
    ...(refs.length ? ["import { ref } from 'vue';"] : []),
    `import 'bo-elements/${u.tag}';`,
    ...(types.length ? [`import type { ${types.join(', ')} } from 'bo-elements';`] : []),
    ...(refs.length ? ['', ...refs] : []),
    ...(handlers.length ? ['', ...handlers] : []),
    '</script>',
  ].join('\n');
}

function reactSetting(s: Setting) {
  if (s.kind === 'boolean' && s.value === true) return s.property;
  if (s.kind === 'text' && !String(s.value).includes('"')) return `${s.property}="${String(s.value)}"`;
  return `${s.property}={${literal(s.value)}}`;
}

function react(u: Usage) {
  const parts = [
    ...(u.opener ? ['ref={el}'] : []),
    ...u.settings.map(reactSetting),
    ...u.events.map((e) => (isResult(u, e) ? `on${e}={(e) => setResult(${resultOf(u)})}` : `on${e}={(e) => console.log(e.detail)}`)),
  ];
  const name = `${handlerName(u.tag).slice(2)}Example`;
  const hooks = [...(u.opener ? ['useRef'] : []), ...(u.result ? ['useState'] : [])];
  const element = markup(u.tag, parts, { indent: hooks.length ? 6 : 4, selfClosing: true });
  return [
    ...(hooks.length ? [`import { ${hooks.join(', ')} } from 'react';`] : []),
    `import 'bo-elements/${u.tag}';`,
    '',
    '// React 19 sets these as properties of the element; on<event> props add listeners (onbo-change → bo-change)',
    `export function ${name}() {`,
    ...(u.opener ? [`  const el = useRef<HTMLElementTagNameMap['${u.tag}']>(null);`] : []),
    ...(u.result ? ["  const [result, setResult] = useState('');"] : []),
    '  return (',
    ...(hooks.length
      ? [
          '    <>',
          ...(u.opener ? [`      <button type="button" onClick={() => el.current?.show()}>${u.opener}</button>`] : []),
          element,
          ...(u.result ? ['      <output>{result}</output>'] : []),
          '    </>',
        ]
      : [element]),
    '  );',
    '}',
  ].join('\n');
}

export const printers: Record<Host, (u: Usage) => string> = { html, jquery, vue, react };
