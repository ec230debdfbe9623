/**
 * The backend contract of the print launcher's own calls (the template picker's list is the picker's,
 * added by elements/bo-print-launcher.ts): the word-api of the Word template chosen and the print log.
 */
import type { CallSpec } from '../../core/http';
import { endpointCall } from '../../kit/data/endpoint';
import { createRecord, wordRecords } from './api';

export function printLauncherCalls({ modelName }: { modelName: string }): CallSpec[] {
  if (!modelName.trim()) return [];
  return [
    endpointCall(
      wordRecords('{word_api}'),
      'after a Word template (type ≠ 1) is chosen and 下载 or 预览 pressed: the path is the template\'s word_api; then the template\'s file_url is fetched as a .docx (GET, no envelope)',
    ),
    endpointCall(createRecord, 'once the Word file is made, before it is downloaded or shown'),
  ];
}
