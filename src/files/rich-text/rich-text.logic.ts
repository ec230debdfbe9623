/**
 * The rich-text editor's rules (spec 3 §2.17, §5 Upload), pure: its configuration read with defaults,
 * which files may go in as images, the size shown in a message, the plain text of the HTML.
 */
import { extensionOf } from '../shared/file-kind.logic';
import type { EditorConfig } from './api';

/** What the editor does without a configuration (or with a field missing): any image, no limit of its own. */
export const DEFAULT_CONFIG: EditorConfig = { image_max_size: 0, image_types: [] };
export const DEFAULT_HEIGHT = 500;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The configuration as the server answered it, with the defaults where a field is missing or wrong. */
export function readConfig(data: unknown): EditorConfig {
  const d = isRecord(data) ? data : {};
  const size = Number(d.image_max_size);
  const types = Array.isArray(d.image_types) ? d.image_types.filter((x): x is string => typeof x === 'string' && !!x.trim()) : [];
  return { image_max_size: Number.isFinite(size) && size > 0 ? size : 0, image_types: types };
}

/** An extension as compared: without its dot, in lower case. */
const bare = (type: string) => type.trim().replace(/^\./, '').toLowerCase();

/** The file box's `accept`: images, of the configured formats when there are. */
export const acceptOf = (config: EditorConfig) => (config.image_types.length ? config.image_types.map((x) => `.${bare(x)}`).join(',') : 'image/*');

export type ImageProblem = 'notImage' | 'tooLarge';

/** Why a file cannot go in as an image (请上传图片 for anything but an accepted image), or null. */
export function imageProblem(file: { type: string; name: string; size: number }, config: EditorConfig): ImageProblem | null {
  const types = config.image_types.map(bare);
  if (!file.type.toLowerCase().startsWith('image/') || (types.length > 0 && !types.includes(extensionOf(file.name)))) return 'notImage';
  if (config.image_max_size > 0 && file.size > config.image_max_size) return 'tooLarge';
  return null;
}

/** A size for people: 512 KB, 2 MB, 1.5 MB. */
export function sizeText(bytes: number): string {
  const mb = bytes / 1048576;
  if (mb >= 1) return `${Number(mb.toFixed(1))} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
