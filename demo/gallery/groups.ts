import { examples, type Group } from '../examples';
import { docIn, elementDocs, type ElementDoc } from '../reference/manifest';
import type { DemoLang } from './useStrings';

/** The sidebar's and the overview's groups, in their order. */
export const GROUPS: Group[] = ['widget', 'picker', 'management', 'approval', 'finance', 'files', 'config'];

/** The documented elements of a group (examples.ts says which), by tag, in the demo's language. */
export const docsOfGroup = (group: Group, lang: DemoLang): ElementDoc[] =>
  elementDocs.filter((d) => examples[d.tag]?.group === group).map((d) => docIn(lang, d.tag) ?? d);
