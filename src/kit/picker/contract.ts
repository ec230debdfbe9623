/**
 * The backend contract of a picker with given attribute values: the calls of its sections as the engine
 * makes them (usePickerQuery, usePickerTree, useRemoteOptions), from the same definition: the list (its
 * search fields, tree nodes and sort as parameters, the fields its columns show), the trees, the remote
 * selects of its search form and the login info when a call or the tree needs the user. Words of the
 * definition (tab labels, column titles) are the zh-CN ones.
 */
import type { CallSpec } from '../../core/http';
import { defaultTranslator as t } from '../../core/i18n';
import { loginInfoCall, type UserRead } from '../../core/user';
import { mergeCalls, recordReads, sourceCall, userReadsOf, valueType, type FilterParam } from '../data/contract';
import { recordsPath, type DataSource } from '../data/source';
import { DEFAULT_PAGE_SIZE } from '../list/paging';
import { SEARCH_VALUE_TYPES } from '../search-form/payload';
import { remoteFilters } from '../search-form/useRemoteOptions';
import type { SearchField } from '../types';
import type { PickerDefinition, PickerSection, PickerTree } from './types';
import { sectionNeedsUser } from './usePickerTree';

const quote = (label?: string) => `«${label ?? ''}»`;
type Section = PickerSection<unknown>;

function searchParams(f: SearchField): FilterParam[] {
  const when = `the user searches by ${quote(f.title)}`;
  if (f.type === 'amount_rang' && f.yuanKeys) {
    const text = "yuan text with two decimals ('1.01'), only when given";
    return [
      { name: f.yuanKeys[0], type: 'string', when, description: `the lower bound: ${text}` },
      { name: f.yuanKeys[1], type: 'string', when, description: `the upper bound: ${text}` },
    ];
  }
  return [searchParam(f, when)];
}

function searchParam(f: SearchField, when: string): FilterParam {
  const options = f.options?.map((o) => JSON.stringify(o.value)).join(' | ');
  const type = options ? (f.type === 'array' ? `(${options})[]` : options) : SEARCH_VALUE_TYPES[f.type];
  const description = f.options
    ? f.options.map((o) => `${o.value} ${o.label}`).join(', ')
    : f.remote && `the ${f.remote.valueKey ?? 'id'} of an option of ${f.remote.source.method} ${f.remote.source.url}`;
  return { name: f.field, type, when, ...(description ? { description } : {}) };
}

/** The parameters the tree's chosen nodes add, as each tab's filter makes them. */
const treeParams = (tree: PickerTree | undefined): FilterParam[] =>
  (tree?.tabs ?? []).flatMap((tab, i) =>
    Object.entries(tab.filter([101, 102])).map(([name, v]) => ({
      name,
      type: Array.isArray(v) ? 'id[]' : 'id',
      when: `a node of the tree tab ${quote(tab.label)} is chosen${i === 0 && tree?.initial ? ` (at first the login info's data.${tree.initial})` : ''}`,
      description: Array.isArray(v) ? "the chosen nodes' ids" : "the chosen node's id",
    })),
  );

/** The parameters a sorted column adds, as the section's sortParams makes them. */
function sortParams(section: Section): FilterParam[] {
  const sortable = (section.columns ?? []).filter((c) => c.sortKey);
  if (!section.sortParams || !sortable.length) return [];
  const values = new Map<string, unknown[]>();
  for (const c of sortable) {
    for (const direction of ['asc', 'desc'] as const) {
      for (const [k, v] of Object.entries(section.sortParams({ key: c.sortKey!, direction }))) values.set(k, [...(values.get(k) ?? []), v]);
    }
  }
  const when = `the user sorts by ${sortable.map((c) => quote(c.title)).join(' or ')}`;
  return [...values].map(([name, vs]) => ({ name, type: valueType(vs[0]), when, description: vs.map((v) => JSON.stringify(v)).join(', ') }));
}

/** A body that shows records in its own way (a card grid) says what of a record it shows. */
type ShowingBody = { shows?(row: unknown, translate: typeof t): unknown };

/** The fields of the records the section shows: its columns' (or its cards') and the name in the chosen list. */
function shownReads(src: DataSource<unknown>, section: Section) {
  // a source that makes its records of an answer holding none (`read` with `reads` naming no records
  // `[]`: the region list's map of codes) reads what its `reads` say, not what the section shows
  if (src.read && src.reads && !src.reads.some((r) => r.path.includes('[]'))) return [];
  const columns = (section.columns ?? [])
    .filter((c) => !c.sequence)
    .flatMap((c) => {
      const reads = recordReads(src, c.value ?? c.render ?? ((r: Record<string, unknown>) => r[c.key]), `column ${quote(c.title)}`);
      return reads.length ? reads : [{ path: `${recordsPath(src)}.${c.key}`, description: `column ${quote(c.title)}` }];
    });
  const shows = (section.body as ShowingBody | undefined)?.shows;
  const cards = shows ? recordReads(src, (r) => shows(r, t), 'its card') : [];
  const label = recordReads(src, section.rowLabel ?? ((r: { name?: unknown }) => r.name), 'its name in the chosen list');
  return [...columns, ...cards, ...label];
}

/** What the section's calls read of the login info: the fields they send, and the tree's first choice. */
function userReads(sources: DataSource<unknown>[], tree: PickerTree | undefined): UserRead[] {
  const sent = sources.flatMap(userReadsOf);
  const initial: UserRead[] = tree?.initial ? [{ field: tree.initial, need: false, use: "the tree's first choice (without it nothing is chosen)" }] : [];
  return [...sent, ...initial];
}

function remoteCalls(section: Section): CallSpec[] {
  return (section.search ?? []).flatMap((f) => {
    const r = f.remote;
    if (!r) return [];
    const typed = Object.entries(remoteFilters(r, '\u0000')).map(([name, v]): FilterParam =>
      v === '\u0000' ? { name, type: 'string', description: 'the typed text' } : { name, type: valueType(v), value: v },
    );
    const option = (row: Record<string, unknown>) => [row[r.valueKey ?? 'id'], row[r.labelKey ?? r.queryKey ?? 'name']];
    return [
      sourceCall(r.source, {
        when: r.preload ? `when the select ${quote(f.title)} of the search form first opens` : `when the user types in the select ${quote(f.title)} of the search form`,
        filters: r.preload ? [] : typed,
        records: recordReads(r.source, option, 'an option: its value and label'),
      }),
    ];
  });
}

/** The calls of one section; `first`: shown when the picker opens. */
function sectionCalls(section: Section, first: boolean): CallSpec[] {
  // a missing attribute asks nothing, nor do the page's own records
  if ('missing' in section.list || 'local' in section.list) return [];
  const list = section.list;
  const { tree } = section;
  const opening = first ? 'when the picker opens' : `when the user opens the tab ${quote(section.label)}`;
  const waits = tree?.choiceRequired && ` (the list waits for a node of the tree; until then it says ${quote(t(tree.choiceRequired))})`;
  const whole = list.shape === 'tree' || list.shape === 'array';
  const trees = (tree?.tabs ?? []).map((tab, j) =>
    sourceCall(tab.source, {
      when: j ? `when the user opens the tree tab ${quote(tab.label)}` : `${opening}${waits ? '' : ', once the list has answered'}: the tree tab ${quote(tab.label)}`,
      onOpen: first && !j,
    }),
  );
  const users = userReads([list, ...(tree?.tabs ?? []).map((x) => x.source)], tree);
  // read at opening when the list or the tree needs it (usePickerQuery)
  const needUser = sectionNeedsUser(section);
  return [
    ...(users.length ? [loginInfoCall(users, first && needUser)] : []),
    sourceCall(list, {
      when: `${opening}${waits ?? ''}`,
      onOpen: first,
      search: (section.search ?? []).flatMap(searchParams),
      filters: [...treeParams(tree), ...sortParams(section)],
      pageSize: whole ? undefined : (section.pageSize ?? DEFAULT_PAGE_SIZE),
      records: shownReads(list, section),
    }),
    ...trees,
    ...remoteCalls(section),
    ...(section.calls ?? []),
  ];
}

/** The calls of a picker with these attribute values. */
export function pickerCalls(def: PickerDefinition, values: Record<string, unknown>): CallSpec[] {
  const sections = def.sections({ props: values, t });
  return mergeCalls(sections.flatMap((s, i) => sectionCalls(s, i === 0)));
}
