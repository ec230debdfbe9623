import { examples, type Group } from '../examples';
import { elementDocs } from '../reference/manifest';

/** The sidebar's and the overview's groups, in their order. */
export const GROUPS: Group[] = ['widget', 'picker', 'management', 'approval', 'finance', 'files', 'config'];

/** The documented elements of a group (examples.ts says which), by tag. */
export const docsOfGroup = (group: Group) => elementDocs.filter((d) => examples[d.tag]?.group === group);
