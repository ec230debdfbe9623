/**
 * The photo uploader's calls (spec 3 §7 Files): a picture goes to the image endpoint, /api/files/img, or
 * /api/files/public/img with the `public` flag, as multipart `file` and `is_public` 0 (in 2 MiB chunks
 * over 2 MiB). Deleting a photo asks nothing of the server: it leaves the list the page submits.
 */
import type { CallSpec } from '../../core/http';
import { uploadCall, type UploadTarget } from '../../kit/upload';

export const photoTarget = (isPublic: boolean): UploadTarget => ({ kind: 'image', publicEndpoint: isPublic, isPublic: 0 });

/** The backend contract: the upload, when the user adds pictures (never on its own). */
export function photoUploaderCalls({ public: isPublic, readonly }: { public: boolean; readonly: boolean }): CallSpec[] {
  if (readonly) return [];
  return [uploadCall(photoTarget(isPublic), 'when the user adds pictures (each picture, or each chunk of one), and on 重试 of a failed one')];
}
