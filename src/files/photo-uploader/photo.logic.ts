/**
 * The photo uploader's rules (spec 3 §2.9, §3 "Uploaded file", §4 "Photo image load failure", §5 Upload,
 * §9): a photo is an uploaded file or any {image_url, name}; only images are taken; the add button goes
 * at the maximum (default 999); a picture that does not load is asked again after 5 s, 4 attempts in
 * all. Pure: the element shows the messages and runs the timers.
 */

/** The photo maximum (spec 3 §9). */
export const DEFAULT_MAX = 999;
/** The wait before a picture that failed to load is asked again, and the attempts in all (spec 3 §4, §9). */
export const RETRY_DELAY = 5000;
export const LOAD_ATTEMPTS = 4;

/** A photo as the page gives it: an uploaded file (spec 3 §3) or just an address and a name. */
export interface PhotoInput {
  image_url: string;
  name?: string;
  attachment_id?: number | string;
  image_save_url?: string;
  full_name?: string;
  size?: number;
  suffix?: string;
}

export interface PhotoChangeDetail {
  /** the photos as they now are, in order */
  photos: PhotoInput[];
  /** their attachment ids (the photos that have one), what the form submits */
  ids: (number | string)[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Why a value is refused (the attribute check): a list of objects, each with an image_url text. */
export function checkPhotos(value: readonly unknown[]): string | undefined {
  if (!Array.isArray(value)) return 'expected a JSON array of photos';
  const bad = value.findIndex((p) => !isRecord(p) || typeof p.image_url !== 'string');
  return bad < 0 ? undefined : `photo ${bad} has no image_url text`;
}

/** The name shown under a photo (and in the placeholder of a picture that never loaded). */
export const photoName = (p: PhotoInput): string => p.name || p.full_name || p.image_url.split(/[?#]/)[0]!.split('/').pop() || '';

/** The attachment ids of the photos that have one. */
export const idsOf = (photos: readonly PhotoInput[]): (number | string)[] =>
  photos.flatMap((p) => (p.attachment_id === undefined || p.attachment_id === null || p.attachment_id === '' ? [] : [p.attachment_id]));

export const changeOf = (photos: PhotoInput[]): PhotoChangeDetail => ({ photos, ids: idsOf(photos) });

const IMAGE_SUFFIX = /\.(png|jpe?g|gif|bmp|webp|svg|avif|heic|heif|ico|tiff?)$/i;

/** Whether a chosen file is a picture: its type, or its extension when the browser gives no type. */
export const isImageFile = (file: { type: string; name: string }): boolean =>
  file.type ? file.type.startsWith('image/') : IMAGE_SUFFIX.test(file.name);

/** How many more photos may be added: the maximum less the photos and the uploads on the strip. */
export const roomLeft = (max: number, taken: number): number => Math.max(0, Math.floor(max) - taken);

/** What becomes of a choice of files: the pictures that go (as many as there is room for), and why others do not. */
export function sortChoice<F extends { type: string; name: string }>(files: readonly F[], room: number) {
  const images = files.filter(isImageFile);
  return { accepted: images.slice(0, room), refusedType: images.length < files.length, overMax: images.length > room };
}

/** After a failed load (the n-th, 1-based): whether to ask again. */
export const loadAgain = (failures: number, attempts = LOAD_ATTEMPTS): boolean => failures < attempts;

/** The photo shown after `index` when stepping by `step` in the big-picture dialog (wrapping round). */
export const stepIndex = (index: number, step: number, count: number): number => (count ? (((index + step) % count) + count) % count : 0);
