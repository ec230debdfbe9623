/**
 * The rules of search schemes (spec 1 §3 "Search scheme", §4, §5): the current scheme, starring, a new
 * scheme, which may be deleted, the chosen fields and their saved values, and what a save needs.
 */
import '../../core/i18n/areas/search';
import type { MessageKey } from '../../core/i18n';
import type { SearchField, SearchValues } from '../../kit/types';
import { formValue } from '../../kit/search-form';
import type { SchemeField, SearchScheme } from './api';

/** The current scheme: is_current 1 and saved (id not 0). */
export const currentScheme = (list: readonly SearchScheme[]): SearchScheme | null => list.find((s) => s.is_current === 1 && s.id !== 0) ?? null;

/** Starring: this scheme current, every other one not. */
export const withCurrent = (list: readonly SearchScheme[], id: number): SearchScheme[] => list.map((s) => ({ ...s, is_current: s.id === id ? 1 : 0 }));

/** A new scheme: unsaved (id 0), the user's (class 2), no name, no fields. */
export const newScheme = (searchApi: string): SearchScheme => ({ id: 0, search_api: searchApi, search_fa_class: 2, search_fa_name: '', is_current: 0, search_fa_field: [] });

/** A built-in scheme (class 1) cannot be deleted. */
export const canDelete = (s: SearchScheme): boolean => s.search_fa_class !== 1;

/** The names of a scheme's fields that the definitions still have, in the scheme's order, once each. */
export function chosenOf(scheme: SearchScheme | null, known: readonly string[]): string[] {
  const names = (scheme?.search_fa_field ?? []).map((f) => f.search_field_name);
  return [...new Set(names)].filter((n) => known.includes(n));
}

/** The fields a save sends: the chosen names in order, each with the bar's value (else the value it had). */
export function schemeFields(chosen: readonly string[], values: Record<string, unknown>, before: readonly SchemeField[] = []): SchemeField[] {
  return chosen.map((name) => ({
    search_field_name: name,
    search_field_value: values[name] ?? before.find((f) => f.search_field_name === name)?.search_field_value ?? null,
  }));
}

/** What stops a save: no scheme chosen, no name, no field (spec 1 §5 "Search scheme"); null when none. */
export function saveProblem(scheme: SearchScheme | null, name: string, chosen: readonly string[]): MessageKey | null {
  if (!scheme) return 'scheme.selectRequired';
  if (!name.trim()) return 'scheme.nameRequired';
  if (!chosen.length) return 'scheme.fieldsRequired';
  return null;
}

/** Ticks or unticks a field: a ticked field goes to the end of the chosen list. */
export const toggleChosen = (chosen: readonly string[], name: string, on: boolean): string[] =>
  on ? (chosen.includes(name) ? [...chosen] : [...chosen, name]) : chosen.filter((n) => n !== name);

/** Select all: the chosen fields keep their order and the others follow in definition order; off: none. */
export const selectAll = (all: readonly string[], chosen: readonly string[], on: boolean): string[] =>
  on ? [...chosen.filter((n) => all.includes(n)), ...all.filter((n) => !chosen.includes(n))] : [];

/** The bar's fields and values of a scheme: its fields in order, its saved values as the form keeps them. */
export function applyScheme(fields: readonly SearchField[], scheme: Pick<SearchScheme, 'search_fa_field'>): { fields: SearchField[]; values: SearchValues } {
  const values: SearchValues = {};
  const chosen: SearchField[] = [];
  for (const f of scheme.search_fa_field) {
    const field = fields.find((d) => d.field === f.search_field_name);
    if (!field || chosen.includes(field)) continue;
    chosen.push(field);
    const v = f.search_field_value;
    if (v !== null && v !== undefined && v !== '') values[field.field] = formValue(field.type, v);
  }
  return { fields: chosen, values };
}
