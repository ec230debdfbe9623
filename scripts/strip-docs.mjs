/**
 * A build plugin that leaves the documentation of the elements out of the built files: it is for the
 * manifests (custom-elements.json, the IDE data and backend-contract.json, written by `npm run manifest`
 * from the sources) and is never read at runtime.
 *
 * 1. The descriptions of elements, attributes, events, methods and CSS parts: each is replaced by an empty
 *    string of the same length ('' then spaces, its line breaks kept, so that source maps stay exact; the
 *    minifier drops the spaces). What is a description, by position in the definitions (src/core/runtime):
 *    - the argument `description` of attr.* (attributes.ts), formAttr.* (form.ts), event() and method(),
 *      and the `description` of openMethods() (open-and-wait.ts);
 *    - the value of a `description` property in a module that defines elements (elements/bo-*.ts and a
 *      picker's definition.ts), and the values of `cssParts`.
 *    Only texts holding Chinese are taken: the manifest's descriptions are zh-CN, and a default value or a
 *    type text in English stays whatever its position. The zh-CN catalogues are not definitions and are
 *    never touched.
 * 2. The loaders of the backend contracts: the function of a definition's `backend` (elements/bo-*.ts and
 *    definePicker) becomes `void 0`, padded the same way. Each loader imports a contract module (often with
 *    the definitions of the pickers it opens): nothing in the built files calls it, yet its chunks split
 *    the code the elements share into smaller chunks, each a request and a gzip stream of its own.
 *
 * scripts/package-test.mjs checks that the manifest's descriptions and the contract's texts are not in
 * the built all-in-one file.
 */

const CJK = /[\u4e00-\u9fff]/;
/** the index of the description among a call's arguments, by the callee's name */
const ATTR = new Map(Object.entries({ string: 1, number: 1, boolean: 1, json: 1, property: 1, list: 2, enum: 2 }));
const FORM_ATTR = new Map(Object.entries({ name: 0, required: 0, disabled: 0 }));
const CALL = new Map(Object.entries({ event: 1, method: 1 }));
const DEFINES = /\/elements\/bo-[^/]+\.ts$|\/definition\.tsx?$/;
/** the modules whose definitions have a `backend` loader */
const LOADS_CONTRACT = /\/elements\/bo-[^/]+\.ts$|\/kit\/picker\/definePicker\.ts$/;
const CONTRACT = /\bbackend\s*:/;

/** the argument index of the description in a call, or -1 */
function descriptionArgument(callee) {
  if (callee.type === 'Identifier') return CALL.get(callee.name) ?? -1;
  if (callee.type !== 'MemberExpression' || callee.object.type !== 'Identifier' || callee.property.type !== 'Identifier') return -1;
  const table = callee.object.name === 'attr' ? ATTR : callee.object.name === 'formAttr' ? FORM_ATTR : undefined;
  return table?.get(callee.property.name) ?? -1;
}

const isText = (node) => (node?.type === 'Literal' && typeof node.value === 'string') || (node?.type === 'TemplateLiteral' && node.expressions.length === 0);
const keyName = (prop) => (prop.key?.type === 'Identifier' ? prop.key.name : prop.key?.type === 'Literal' ? String(prop.key.value) : undefined);

const isFunction = (node) => node?.type === 'ArrowFunctionExpression' || node?.type === 'FunctionExpression';

/** the [start, end, replacement] of the documentation in a module's AST: its descriptions and, with
 * `loaders`, its contract loaders */
export function docRanges(ast, code, defines, loaders = false) {
  // by start: a literal two rules name (an element's openMethods) is taken once
  const ranges = new Map();
  const take = (node) => {
    if (isText(node) && CJK.test(code.slice(node.start, node.end))) ranges.set(node.start, [node.start, node.end, "''"]);
  };
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (node.type === 'CallExpression') {
      const at = descriptionArgument(node.callee);
      if (at >= 0) take(node.arguments[at]);
      // openMethods(surface, { signature, description, answer })
      if (node.callee.type === 'Identifier' && node.callee.name === 'openMethods' && node.arguments[1]?.type === 'ObjectExpression')
        for (const p of node.arguments[1].properties) if (p.type === 'Property' && keyName(p) === 'description') take(p.value);
    }
    // a contract loader goes whole (nothing inside it is visited: no range within another)
    if (loaders && node.type === 'Property' && keyName(node) === 'backend' && isFunction(node.value))
      return void ranges.set(node.value.start, [node.value.start, node.value.end, 'void 0']);
    if (defines && node.type === 'Property') {
      const key = keyName(node);
      if (key === 'description') take(node.value);
      if (key === 'cssParts' && node.value.type === 'ObjectExpression') for (const p of node.value.properties) if (p.type === 'Property') take(p.value);
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object' && typeof value.type === 'string') visit(value);
    }
  };
  visit(ast);
  return [...ranges.values()].sort((a, b) => a[0] - b[0]);
}

/** @returns {import('vite').Plugin} */
export const stripDocs = () => ({
  name: 'bo-strip-docs',
  apply: 'build',
  enforce: 'pre',
  transform(code, id) {
    if (!/\/(src|elements)\/.*\.tsx?$/.test(id) || id.includes('/src/core/i18n/')) return null;
    const defines = DEFINES.test(id);
    const loaders = LOADS_CONTRACT.test(id) && CONTRACT.test(code);
    if (!loaders && !CJK.test(code)) return null;
    if (!defines && !loaders && !/\b(attr|formAttr)\.|\b(event|method|openMethods)\s*[<(]/.test(code)) return null;
    const ranges = docRanges(this.parse(code, { lang: id.endsWith('x') ? 'tsx' : 'ts' }), code, defines, loaders);
    if (!ranges.length) return null;
    let out = '';
    let at = 0;
    for (const [start, end, put] of ranges) {
      out += code.slice(at, start) + put + code.slice(start + put.length, end).replace(/[^\n]/g, ' ');
      at = end;
    }
    return { code: out + code.slice(at), map: null };
  },
});
