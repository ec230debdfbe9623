/**
 * The printers of a Usage (usage.ts): each writes the same attributes and listeners in its host's own
 * way. JSON attributes are single-quoted (`tabs='[{"id":1}]'`), never entity-escaped; Vue binds
 * values (`:selected-ids="[1, 2]"`, `@bo-confirm`); React 19 sets the properties of a custom element and
 * listens through `on<event>` props (`onbo-confirm` adds a `bo-confirm` listener: react-dom 19's
 * setPropOnCustomElement); jQuery writes attributes and reads `e.originalEvent.detail`.
 */
import type { Setting, Usage } from './usage';
import { attributeText } from './values';

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

function html(u: Usage) {
  const element = markup(u.tag, u.settings.map(htmlSetting));
  if (!u.events.length) return element;
  const listeners = u.events.map((e) => `  el.addEventListener('${e}', (e) => console.log(e.detail));`);
  return [element, '<script type="module">', `  const el = document.querySelector('${u.tag}');`, ...listeners, '</script>'].join('\n');
}

function jquerySetting(s: Setting) {
  const text = s.kind === 'boolean' ? (s.value ? '' : 'false') : attributeText(s.kind, s.value);
  return `${key(s.attribute)}: ${s.kind === 'number' ? text : quote(text)}`;
}

function jquery(u: Usage) {
  const lines = [`$('<${u.tag}>')`];
  if (u.settings.length) lines.push(`  .attr({ ${u.settings.map(jquerySetting).join(', ')} })`);
  for (const e of u.events) lines.push(`  .on('${e}', (e) => console.log(e.originalEvent.detail))`);
  lines.push(`  .appendTo('body');`);
  return lines.join('\n');
}

function vueSetting(s: Setting) {
  if (s.kind === 'text') return htmlAttribute(s.attribute, attributeText(s.kind, s.value));
  // inside a double-quoted attribute a `"` of the expression is written as the JS escape \x22
  return `:${s.attribute}="${literal(s.value).replace(/"/g, '\\x22')}"`;
}

function vue(u: Usage) {
  const parts = [...u.settings.map(vueSetting), ...u.events.map((e) => `@${e}="${handlerName(e)}"`)];
  const handlers = u.events.map((e) => `function ${handlerName(e)}(e) {\n  console.log(e.detail);\n}`);
  return [
    '<template>',
    markup(u.tag, parts, { indent: 2 }),
    '</template>',
    '',
    '<script setup>',
    `// Vue's compiler options: isCustomElement: (tag) => tag.startsWith('bo-')`,
    `import 'bo-elements/${u.tag}';`,
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
  const parts = [...u.settings.map(reactSetting), ...u.events.map((e) => `on${e}={(e) => console.log(e.detail)}`)];
  const name = `${handlerName(u.tag).slice(2)}Example`;
  return [
    `import 'bo-elements/${u.tag}';`,
    '',
    '// React 19 sets these as properties of the element; on<event> props add listeners (onbo-change → bo-change)',
    `export function ${name}() {`,
    '  return (',
    markup(u.tag, parts, { indent: 4, selfClosing: true }),
    '  );',
    '}',
  ].join('\n');
}

export const printers: Record<Host, (u: Usage) => string> = { html, jquery, vue, react };
