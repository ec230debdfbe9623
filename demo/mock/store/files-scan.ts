// Files area, the upload elements (spec 3 §3 "Uploaded file", §7 Files): the seeded files the demo
// attaches (previewed as HTML), and the phone-scan sessions by client_id. A session answers
// 'uploading' until the phone has uploaded: the demo-only route POST /api/files/code/demo_upload, or
// by itself at the `autoAfter`-th state request (3 by default, so the demo shows the whole flow; the
// tests set 0 to hold it).
import type { MockAttachment } from './files';

export interface ScanSession {
  client_id: string;
  content: string;
  img_size: number;
  /** state requests answered so far */
  polls: number;
  /** the phone's files, once uploaded */
  files: MockAttachment[] | null;
  /** the phone's point, once chosen (a map picker's session: its content is the mapAddress page) */
  point?: Record<string, unknown>;
}

export interface FilesScanData {
  seq: number;
  sessions: Map<string, ScanSession>;
  /** the state request at which a session uploads by itself (0: only through demo_upload) */
  autoAfter: number;
  /** the files a page starts with (the demo's value) */
  seeded: MockAttachment[];
}

const svg = (body: string, size = 64, view = size) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${view} ${view}" shape-rendering="crispEdges">${body}</svg>`)}`;

const seededFile = (attachment_id: number, name: string, size: number, image_url = `/api/files/mock/${attachment_id}`): MockAttachment => ({
  attachment_id,
  image_save_url: image_url,
  image_url,
  full_name: name,
  name,
  size,
  suffix: name.split('.').pop() ?? '',
});

/** The files of the demo's example (the value attribute). */
export const EXAMPLE_FILES: MockAttachment[] = [
  seededFile(501, '采购合同.docx', 48213),
  seededFile(502, '报价单.xlsx', 15872),
  seededFile(503, '现场照片.png', 2311, svg('<rect width="64" height="64" fill="#8fd3f4"/><circle cx="20" cy="20" r="8" fill="#ffd166"/><path d="M0 64l22-26 14 16 10-10 18 20z" fill="#3a7d44"/>')),
];

export const generateFilesScan = (): FilesScanData => ({ seq: 7000, sessions: new Map(), autoAfter: 3, seeded: EXAMPLE_FILES.map((f) => ({ ...f })) });

/** A QR-like picture of a text (not a real QR code: the mock has no encoder), as a data URL. */
export function qrPicture(content: string, size: number): string {
  let h = 2166136261;
  const cells: string[] = [];
  for (let i = 0; i < 21 * 21; i++) {
    h = Math.imul(h ^ content.charCodeAt(i % Math.max(1, content.length)), 16777619) >>> 0;
    const x = i % 21;
    const y = Math.floor(i / 21);
    const finder = (x < 7 && y < 7) || (x > 13 && y < 7) || (x < 7 && y > 13);
    if (finder ? x % 6 === 0 || y % 6 === 0 || (x % 21 > 1 && x % 21 < 5) : h & 1) cells.push(`<rect x="${x + 2}" y="${y + 2}" width="1" height="1"/>`);
  }
  return svg(`<rect width="25" height="25" fill="#fff"/><g fill="#111">${cells.join('')}</g>`, size, 25);
}
