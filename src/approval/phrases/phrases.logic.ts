/**
 * The rules of the drawer of common phrases and historical comments, without React (spec 3 §5, §6, §9):
 * system phrases come first and are read-only, the user's own keep their order and are sorted among
 * themselves; a phrase is 1 to 500 characters; the history is paged by 10.
 */
import { moveRow } from '../../kit/form';
import { DEFAULT_PAGE_SIZE } from '../../kit/list/paging';
import type { CommonPhrase } from '../types';

/** Comment and phrase maximum (spec 3 §9). */
export const PHRASE_MAX = 500;
/** The historical comments' page size (spec 3 §9: page size default 10). */
export const HISTORY_PAGE_SIZE = DEFAULT_PAGE_SIZE;

export const isSystemPhrase = (p: Pick<CommonPhrase, 'is_system'>) => Number(p.is_system) === 1;

/** The system phrases (read-only, first) and the user's own (in their order), as the list answered them. */
export function splitPhrases<P extends Pick<CommonPhrase, 'is_system'>>(list: readonly P[]): { system: P[]; own: P[] } {
  return { system: list.filter(isSystemPhrase), own: list.filter((p) => !isSystemPhrase(p)) };
}

/** The user's phrases after moving the one at `from` to `to`, and the ids the sort call sends. */
export function movePhrase<P extends Pick<CommonPhrase, 'id'>>(own: readonly P[], from: number, to: number): { own: P[]; ids: number[] } {
  const next = moveRow(own, from, to);
  return { own: next, ids: next.map((p) => p.id) };
}

/** The page to show after `removed` rows of page `page` were deleted: the same, or the new last page. */
export function pageAfterDelete(page: number, pageSize: number, total: number, removed: number): number {
  const remaining = Math.max(0, total - removed);
  const last = Math.max(1, Math.ceil(remaining / pageSize));
  return Math.min(page, last);
}
