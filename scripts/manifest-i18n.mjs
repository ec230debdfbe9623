// The reference in both languages, for scripts/manifest.mjs. The elements' documentation is written in
// zh-CN in their definitions (custom-elements.json and the IDE data keep it), the backend contract in
// English (the words backend developers share with the code: paths, fields). One table per direction
// gives the other language, keyed by the original text, so each text is translated once however many
// elements share it:
//   docs/i18n/elements.en-US.json   every description of the manifests → its en-US text
//   docs/i18n/backend.zh-CN.json    every description, `from` and `when` of backend-contract.json → zh-CN
// From them the script writes custom-elements.en-US.json, vscode.html-custom-data.en-US.json,
// web-types.en-US.json and backend-contract.zh-CN.json. A text with no entry, or an entry no text uses
// any more, makes `npm run manifest` (and its --check in npm test) fail: a changed description is
// translated in the same commit.
import { readFile } from 'node:fs/promises';

export const TABLES = { elements: 'docs/i18n/elements.en-US.json', backend: 'docs/i18n/backend.zh-CN.json' };

/** A deep copy of `data` whose strings under `keys` are looked up in `table`; `seen` collects the
 * originals met (a key with a text that is not an entry is still copied as it is). */
export function localize(data, keys, table, seen) {
  if (Array.isArray(data)) return data.map((x) => localize(x, keys, table, seen));
  if (!data || typeof data !== 'object') return data;
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => {
      if (typeof value !== 'string' || !keys.includes(key) || value === '') return [key, localize(value, keys, table, seen)];
      seen.add(value);
      return [key, table[value] ?? value];
    }),
  );
}

/** The localized files and what is wrong with the tables: texts without an entry, entries no text uses,
 * empty entries. */
export async function localizedFiles(out) {
  const read = async (file) => JSON.parse(await readFile(file, 'utf8').catch(() => '{}'));
  const [en, zh] = [await read(TABLES.elements), await read(TABLES.backend)];
  const seenEn = new Set();
  const seenZh = new Set();
  const ELEMENT_KEYS = ['description'];
  const files = {
    'custom-elements.en-US.json': localize(out['custom-elements.json'], ELEMENT_KEYS, en, seenEn),
    'vscode.html-custom-data.en-US.json': localize(out['vscode.html-custom-data.json'], ELEMENT_KEYS, en, seenEn),
    'web-types.en-US.json': localize(out['web-types.json'], ELEMENT_KEYS, en, seenEn),
    'backend-contract.zh-CN.json': localize(out['backend-contract.json'], ['description', 'from', 'when'], zh, seenZh),
  };
  const problems = [];
  const audit = (file, table, seen) => {
    const missing = [...seen].filter((text) => !table[text]);
    const unused = Object.keys(table).filter((text) => !seen.has(text));
    if (missing.length) problems.push(`${file}: ${missing.length} texts without a translation, e.g. ${JSON.stringify(missing[0])}`);
    if (unused.length) problems.push(`${file}: ${unused.length} entries no text uses any more, e.g. ${JSON.stringify(unused[0])}`);
  };
  audit(TABLES.elements, en, seenEn);
  audit(TABLES.backend, zh, seenZh);
  return { files, problems };
}
