/**
 * The rich-text editor's rules (spec 3 §2.17, §5 Upload), pure: its configuration read with defaults,
 * which files may go in as images, the size shown in a message, the plain text of the HTML.
 */
import type { EditorConfig } from './api';

/** What the editor does without a configuration (or with a field missing): any image, no limit of its own. */
export const DEFAULT_CONFIG: EditorConfig = { image_max_size: 0, image_accept: 'image/*' };
export const DEFAULT_HEIGHT = 500;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The configuration as the server answered it, with the defaults where a field is missing or wrong. */
export function readConfig(data: unknown): EditorConfig {
  const d = isRecord(data) ? data : {};
  const size = Number(d.image_max_size);
  const accept = typeof d.image_accept === 'string' && d.image_accept.trim() ? d.image_accept.trim() : DEFAULT_CONFIG.image_accept;
  return { image_max_size: Number.isFinite(size) && size > 0 ? size : 0, image_accept: accept };
}

export type ImageProblem = 'notImage' | 'tooLarge';

const extensionOf = (name: string) => /\.[^./\\]+$/.exec(name)?.[0].toLowerCase() ?? '';

/** Whether a file matches an `accept` list: a MIME type, a type with /*, or an extension. */
function accepted(file: { type: string; name: string }, accept: string): boolean {
  const type = file.type.toLowerCase();
  return accept
    .split(',')
    .map((a) => a.trim().toLowerCase())
    .filter(Boolean)
    .some((a) => (a.startsWith('.') ? extensionOf(file.name) === a : a.endsWith('/*') ? type.startsWith(a.slice(0, -1)) : type === a));
}

/** Why a file cannot go in as an image (请上传图片 for anything but an accepted image), or null. */
export function imageProblem(file: { type: string; name: string; size: number }, config: EditorConfig): ImageProblem | null {
  if (!file.type.toLowerCase().startsWith('image/') || !accepted(file, config.image_accept)) return 'notImage';
  if (config.image_max_size > 0 && file.size > config.image_max_size) return 'tooLarge';
  return null;
}

/** A size for people: 512 KB, 2 MB, 1.5 MB. */
export function sizeText(bytes: number): string {
  const mb = bytes / 1048576;
  if (mb >= 1) return `${Number(mb.toFixed(1))} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
