// The import dialog (spec 3 §3 "Uploaded file": a zip import adds id, is_complete, attachment_info; §7
// Files): the zip batches, each complete after a few state requests, with the files it held; and what
// the demo's write endpoint received. Seeded with one batch already complete.
import type { MockAttachment } from './files';

/** How many state requests a new batch answers "not yet" before it is complete. */
export const POLLS_BEFORE_COMPLETE = 2;

export interface MockBatch {
  id: number;
  attachment: MockAttachment;
  /** state requests left before it is complete */
  pending: number;
  attachment_info: MockAttachment[];
}

export interface ImportsData {
  seq: number;
  batches: Map<number, MockBatch>;
  /** the demo write endpoint's requests, in order */
  written: Record<string, unknown>[];
}

const seededAttachment = (id: number, name: string): MockAttachment => ({
  attachment_id: id,
  image_save_url: `/api/files/mock/${id}`,
  image_url: `/api/files/mock/${id}`,
  full_name: name,
  name,
  size: 2048,
  suffix: name.split('.').pop() ?? '',
});

export function generateImports(): ImportsData {
  const zip = seededAttachment(900, '历史导入.zip');
  return {
    seq: 900,
    batches: new Map([[900, { id: 900, attachment: zip, pending: 0, attachment_info: [seededAttachment(901, '物料清单.xlsx')] }]]),
    written: [],
  };
}
