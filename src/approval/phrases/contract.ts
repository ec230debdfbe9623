/**
 * The backend contract of the drawer of common phrases and historical comments, for the element that
 * opens it (the approval bar): none of these is made before the user opens the drawer.
 */
import type { CallSpec } from '../../core/http';
import { endpointCall } from '../../kit/data/endpoint';
import { sourceCall } from '../../kit/data/contract';
import { addPhrase, deleteHistory, deletePhrases, editPhrase, HISTORY_RECORD_READS, historyList, phraseList, sortPhrases } from './phrases-api';
import { HISTORY_PAGE_SIZE } from './phrases.logic';

export const phrasesCalls = (): CallSpec[] => [
  sourceCall(phraseList, { when: 'when the user opens the drawer of common phrases (and on 重试)' }),
  endpointCall(addPhrase, 'when the user saves a new phrase (新增常用语, then 保存)'),
  endpointCall(editPhrase, 'when the user saves an edited phrase of their own'),
  endpointCall(deletePhrases, 'when the user confirms the deletion of a phrase of their own'),
  endpointCall(sortPhrases, 'after each move of a phrase of their own (dragged by its handle, or ArrowUp / ArrowDown on it)'),
  sourceCall(historyList, {
    when: 'when the user opens the 历史意见 tab, and on each page or page size chosen',
    pageSize: HISTORY_PAGE_SIZE,
    records: HISTORY_RECORD_READS,
  }),
  endpointCall(deleteHistory, 'when the user deletes the ticked comments (批量删除) and confirms'),
];
