/**
 * The calls of the approval bar's drawer (spec 3 §3 "Common phrase", "Historical comment", §7 Approval):
 * the user's common phrases (list, then add / edit / del / sort of their own: system phrases are
 * read-only) and their historical comments (a paged list, batch delete). Every call is a POST.
 */
import type { ReadSpec } from '../../core/http';
import { bodyParam as body, endpoint } from '../../kit/data/endpoint';
import { DATA_ARRAY, recordId, source } from '../../kit/data/source';
import type { CommonPhrase, HistoryComment } from '../types';

export type { CommonPhrase, HistoryComment };

const PHRASES = '/approval/common_use_remark';
const HISTORY = '/approval/history_remark';

const PHRASE_READS: ReadSpec[] = [
  { ...DATA_ARRAY, description: "the system phrases first, then the user's own in their order" },
  recordId('data[]'),
  { path: 'data[].remark', type: 'string', description: 'the phrase: what fills the comment when chosen' },
  { path: 'data[].is_system', type: '0 | 1', description: '1: a system phrase, read-only (no edit, delete or sort)' },
];

/** POST /approval/common_use_remark/list (no body): the phrases in `data`. */
export const phraseList = source<CommonPhrase>({ method: 'POST', url: `${PHRASES}/list`, shape: 'array', reads: PHRASE_READS });

const REMARK = body('remark', 'string', 'the phrase, 1 to 500 characters');

export const addPhrase = endpoint<object, { remark: string }>({ method: 'POST', url: `${PHRASES}/my/add`, params: [REMARK] });

export const editPhrase = endpoint<object, { id: number; remark: string }>({
  method: 'POST',
  url: `${PHRASES}/my/edit`,
  params: [body('id', 'number', "the user's phrase"), REMARK],
});

export const deletePhrases = endpoint<object, { id: number[] }>({ method: 'POST', url: `${PHRASES}/my/del`, params: [body('id', 'number[]', "the user's phrases to delete (one: the row's)")] });

export const sortPhrases = endpoint<object, { id: number[] }>({
  method: 'POST',
  url: `${PHRASES}/my/sort`,
  params: [body('id', 'number[]', "every one of the user's own phrases, in the new order (system phrases left out)")],
});

/** POST /approval/history_remark/list {page, page_size}: data.list + data.total_count. */
export const historyList = source<HistoryComment>({
  method: 'POST',
  url: `${HISTORY}/list`,
  shape: 'list',
});

/** The fields of a historical comment the drawer shows, besides its id. */
export const HISTORY_RECORD_READS: ReadSpec[] = [
  { path: 'data.list[].remark', type: 'string', description: 'the comment: what fills the comment box when chosen' },
  { path: 'data.list[].created_at', type: 'string', description: 'when it was written' },
  { path: 'data.list[].app.app_title', type: 'string', description: 'the application it was written in' },
  { path: 'data.list[].app.title', type: 'string', description: 'the record it was written on' },
];

export const deleteHistory = endpoint<object, { id: number[] }>({ method: 'POST', url: `${HISTORY}/del`, params: [body('id', 'number[]', 'the ticked comments')] });
