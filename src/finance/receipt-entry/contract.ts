/**
 * The backend contract of the receipt entry's own calls: in list mode the recognition of the uploaded
 * files and a serial number for each row it gives; a new entry's serial number when it opens. The nested
 * upload elements' and the pickers' calls are added by elements/bo-receipt-entry.ts.
 */
import type { CallSpec } from '../../core/http';
import { endpointCall } from '../../kit/data/endpoint';
import { genNum, recogniseReceipts } from './api';
import { entryModeOf } from './receipt-list.logic';

export function receiptEntryCalls({ mode, type }: { mode?: number; type?: number }): CallSpec[] {
  const entry = entryModeOf(mode ?? 1, type ?? 1);
  if (entry === 1) {
    return [
      endpointCall(recogniseReceipts, 'after files are uploaded in 智能识别 (locally or by phone scan): the new ones are sent for recognition'),
      endpointCall(genNum, 'for each recognised row without a serial number'),
    ];
  }
  if (entry === 3) return [{ ...endpointCall(genNum, 'when a new entry opens without a serial number'), onOpen: true }];
  return [];
}
