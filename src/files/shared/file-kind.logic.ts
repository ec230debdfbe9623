/**
 * The rules of the upload elements (spec 3 §5 Upload, §9), pure: the file type by extension (the icon),
 * the accepted kind of file and its message, the limit on the number of files, names and sizes as people
 * read them.
 */
import type { UploadedFile } from '../../kit/upload';

/** A file's name as people read it. */
export const nameOf = (f: Pick<UploadedFile, 'name' | 'full_name'>) => f.full_name || f.name || '';

/** The icons of spec 3 §9: docx/doc → doc; png/jpg/gif/jpeg → img; mp3; pdf; ppt/pptx → ppt; xls/xlsx → xlsx; else file. */
export type FileKind = 'doc' | 'img' | 'mp3' | 'pdf' | 'ppt' | 'xlsx' | 'file';

const KINDS: Record<string, FileKind> = {
  doc: 'doc', docx: 'doc',
  png: 'img', jpg: 'img', jpeg: 'img', gif: 'img',
  mp3: 'mp3',
  pdf: 'pdf',
  ppt: 'ppt', pptx: 'ppt',
  xls: 'xlsx', xlsx: 'xlsx',
};

/** The extension of a name, lower case ('' without one). */
export const extensionOf = (name: string) => /\.([^./\\]+)$/.exec(name.trim())?.[1]?.toLowerCase() ?? '';

/** The file type of a name (or of the server's `suffix` when the name has none). */
export const fileKindOf = (name: string, suffix?: string): FileKind => KINDS[extensionOf(name) || (suffix ?? '').toLowerCase()] ?? 'file';

/** What an element accepts: any file, or only images, videos or audio (spec 3 §5 Upload). */
export type AcceptKind = 'file' | 'image' | 'video' | 'audio';
export const ACCEPT_KINDS = ['file', 'image', 'video', 'audio'] as const;

/** The `accept` of the file input (a hint to the browser's chooser; the check below is the rule). */
export const acceptAttribute = (kind: AcceptKind) => (kind === 'file' ? undefined : `${kind}/*`);

/** The catalogue key of the message of a file the element does not accept, or undefined. */
export function typeMessage(kind: AcceptKind, file: { name: string; type: string }): 'upload.imageOnly' | 'upload.videoOnly' | 'upload.audioOnly' | undefined {
  if (kind === 'file') return undefined;
  const mime = file.type.toLowerCase();
  const fits = mime ? mime.startsWith(`${kind}/`) : kind === 'image' && fileKindOf(file.name) === 'img';
  if (fits) return undefined;
  return kind === 'image' ? 'upload.imageOnly' : kind === 'video' ? 'upload.videoOnly' : 'upload.audioOnly';
}

/** How many of `wanted` new files fit under the limit (0: no limit). */
export const roomFor = (limit: number, have: number, wanted: number) => (limit > 0 ? Math.max(0, Math.min(wanted, limit - have)) : wanted);

/** 512 B, 1.5 KB, 2.0 MB, 1.2 GB. */
export function formatSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}
