/**
 * Smart recognition of bank receipts and bills (spec 3 §2.5, §5 Bank receipt entry, §7) on the entries'
 * shared recognition (src/finance/shared/useRecognition.ts), a lazy part of the list
 * (RecognitionPart.tsx): the files go to POST /ocr/bank_receipt_public {files}; each new record without
 * a serial number gets one from gen_num; the records join the list with their amount as yuan text and
 * its capitals, the entry's type where recognition gave none; nothing recognised at all says
 * 未能识别到有效的回单.
 */
import '../../core/i18n/areas/finance-receipt';
import { useLatestT } from '../../core/i18n';
import { useMessage } from '../../core/feedback/FeedbackProvider';
import { send } from '../../kit/data/endpoint';
import type { RecognitionProps } from '../shared/RecognitionPart';
import { useRecognition } from '../shared/useRecognition';
import { genNum, recogniseReceipts } from './api';
import { recognisedRecord } from './receipt.logic';
import type { ReceiptRecord, ReceiptType } from './types';

export interface ReceiptRecognitionProps extends RecognitionProps<ReceiptRecord> {
  /** the entry's type, for the records recognition gave none */
  type: ReceiptType | null;
}

export function Recognition({ onFound, type, ...props }: ReceiptRecognitionProps) {
  const said = useLatestT();
  const message = useMessage();
  useRecognition<ReceiptRecord, ReceiptRecord>(props, {
    endpoint: recogniseReceipts,
    prepare: async (records, api) => {
      const numbered: ReceiptRecord[] = [];
      for (const record of records) {
        numbered.push(record.serial_number ? record : { ...record, serial_number: String(await send(api, genNum, {}, undefined)) });
      }
      return numbered;
    },
    found: (records) => onFound(records.map((r) => recognisedRecord(r, type))),
    none: () => message.warning(said('receiptEntry.notRecognised')),
  });
  return null;
}
