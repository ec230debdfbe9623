/**
 * A build plugin that leaves the documentation of the elements out of the built files: it is for the
 * manifests (custom-elements.json, the IDE data and backend-contract.json, written by `npm run manifest`
 * from the sources) and is never read at runtime.
 *
 * 1. The descriptions of elements, attributes, events, methods and CSS parts: each is replaced by an empty
 *    string of the same length ('' then spaces, its line breaks kept, so that source maps stay exact; the
 *    minifier drops the spaces). What is a description, by position in the definitions (src/core/runtime):
 *    - the argument `description` of attr.* (attributes.ts), formAttr.* (form.ts), event() and method();
 *    - the values of `cssParts` in a module that defines elements (elements/bo-*.ts and a picker's
 *      definition.ts), and the value of every `description` property (openMethods()' among them: see 3).
 *    Of the arguments and the parts, only texts holding Chinese are taken: the manifest's descriptions are
 *    zh-CN, and a default value or a type text in English stays whatever its position. The catalogues
 *    (src/core/i18n) are never touched.
 * 2. The loaders of the backend contracts: the function of a definition's `backend` (elements/bo-*.ts and
 *    definePicker) becomes `void 0`, padded the same way. Each loader imports a contract module (often with
 *    the definitions of the pickers it opens): nothing in the built files calls it, yet its chunks split
 *    the code the elements share into smaller chunks, each a request and a gzip stream of its own.
 * 3. The words of the backend contract: the text of every `description` property in any language (a
 *    field an answer is read for, a parameter: the areas' api.ts files and the like), the description
 *    argument of param / bodyParam / queryParam / pathParam (also under the names a module imports them
 *    as), and a parameter's `from` (in an object with `in`, or spread from such a helper). The requests
 *    and the checks of the answers read the paths, types and needs, never these words;
 *    backend-contract.json has them from the sources.
 *
 * scripts/package-test.mjs checks that the manifest's descriptions, the contract's words and its loaders
 * are not in the built all-in-one file.
 */

const CJK = /[\u4e00-\u9fff]/;
/** the index of the description among a call's arguments, by the callee's name */
const ATTR = new Map(Object.entries({ string: 1, number: 1, boolean: 1, json: 1, property: 1, list: 2, enum: 2 }));
const FORM_ATTR = new Map(Object.entries({ name: 0, required: 0, disabled: 0 }));
const CALL = new Map(Object.entries({ event: 1, method: 1 }));
/** the contract's parameter declarations (src/kit/data/endpoint.ts): the index of their description */
const PARAM = new Map(Object.entries({ param: 3, bodyParam: 2, queryParam: 2, pathParam: 2 }));
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
  // by start: a literal two rules name is taken once
  const ranges = new Map();
  const takeAny = (node) => {
    if (isText(node)) ranges.set(node.start, [node.start, node.end, "''"]);
  };
  const take = (node) => {
    if (CJK.test(code.slice(node?.start, node?.end))) takeAny(node);
  };
  // the parameter helpers by the names this module gives them (`bodyParam as body`)
  const params = new Map(PARAM);
  for (const node of ast.body)
    if (node.type === 'ImportDeclaration')
      for (const spec of node.specifiers)
        if (spec.type === 'ImportSpecifier' && PARAM.has(spec.imported.name)) params.set(spec.local.name, PARAM.get(spec.imported.name));
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (node.type === 'CallExpression') {
      const at = descriptionArgument(node.callee);
      if (at >= 0) take(node.arguments[at]);
      if (node.callee.type === 'Identifier' && params.has(node.callee.name)) takeAny(node.arguments[params.get(node.callee.name)]);
    }
    // a contract loader goes whole (nothing inside it is visited: no range within another)
    if (loaders && node.type === 'Property' && keyName(node) === 'backend' && isFunction(node.value))
      return void ranges.set(node.value.start, [node.value.start, node.value.end, 'void 0']);
    // every description property: an element's, openMethods()' and the contract's declarations'
    if (node.type === 'Property' && keyName(node) === 'description') takeAny(node.value);
    // a parameter's `from`: an object with `in`, or one spread from a parameter helper
    if (node.type === 'ObjectExpression' && node.properties.some((p) => p.type === 'SpreadElement' || keyName(p) === 'in'))
      for (const p of node.properties) if (p.type === 'Property' && keyName(p) === 'from') takeAny(p.value);
    if (defines && node.type === 'Property') {
      const key = keyName(node);
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
    const words = /\b(description|from)\s*:|\b(body|query|path)?[pP]aram\b/.test(code);
    if (!loaders && !words && !CJK.test(code)) return null;
    if (!defines && !loaders && !words && !/\b(attr|formAttr)\.|\b(event|method|openMethods)\s*[<(]/.test(code)) return null;
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
