// Files area (spec 3 §3 "Uploaded file", §7 Files): what was uploaded (kept as blobs, served back by
// address), the chunks of the files still arriving, and the files already joined, by client_id.
export interface MockAttachment {
  attachment_id: number;
  image_save_url: string;
  image_url: string;
  full_name: string;
  name: string;
  size: number;
  suffix: string;
}

export interface FilesData {
  seq: number;
  /** the uploaded files with their bytes */
  saved: Map<number, { attachment: MockAttachment; blob: Blob }>;
  /** chunks received per client_id: index → bytes */
  arriving: Map<string, { name: string; filesize: number; chunktotal: number; parts: Map<number, Blob> }>;
  /** the files joined from chunks, by client_id: a last chunk sent again is answered with its file again */
  joined: Map<string, MockAttachment>;
}

export const generateFiles = (): FilesData => ({ seq: 1000, saved: new Map(), arriving: new Map(), joined: new Map() });

/** Keeps a whole file and answers its attachment (its address is served by the mock). */
export function saveFile(files: FilesData, blob: Blob, name: string): MockAttachment {
  const attachment_id = ++files.seq;
  const suffix = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  const url = `/api/files/mock/${attachment_id}`;
  const attachment = { attachment_id, image_save_url: url, image_url: url, full_name: name, name, size: blob.size, suffix };
  files.saved.set(attachment_id, { attachment, blob });
  return attachment;
}
