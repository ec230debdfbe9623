/**
 * The upload client's requests on an element's api (spec 3 §7 Files): multipart POST of `file` and
 * `is_public`, with `chunkindex`, `chunktotal`, `filesize` and `client_id` for a chunk, to the image or
 * file endpoint, public or authenticated. The answer to a whole file or the last chunk is the attachment.
 */
import type { Api, ReadSpec } from '../../core/http';
import { uploadPath, type UploadKind } from './upload.logic';
import type { UploadSend } from './uploader';

/** An uploaded file as the server answers it (spec 3 §3 "Uploaded file"). */
export interface UploadedFile {
  attachment_id: number;
  image_save_url?: string;
  image_url: string;
  full_name?: string;
  name: string;
  size?: number;
  suffix?: string;
}

/** What the answer to a whole file or its last chunk must hold (read by apiSend; listed by uploadCall). */
export const ATTACHMENT: ReadSpec[] = [
  { path: 'data.attachment_id', type: 'id', need: 'fail', description: 'the uploaded file' },
  { path: 'data.image_url', type: 'string', description: 'its address (preview, download)' },
];

export interface UploadTarget {
  kind: UploadKind;
  /** the public endpoint (/api/files/public/...) rather than the authenticated one */
  publicEndpoint: boolean;
  /** the body's is_public (0 but for the phone-scan upload) */
  isPublic?: 0 | 1;
}

export function apiSend(api: Api, target: UploadTarget): UploadSend {
  return (request, signal, onProgress) => {
    const form = new FormData();
    form.append('file', request.blob, request.name);
    form.append('is_public', String(target.isPublic ?? 0));
    const chunk = request.chunk;
    if (chunk) for (const [key, value] of Object.entries(chunk)) form.append(key, String(value));
    const last = !chunk || chunk.chunkindex === chunk.chunktotal - 1;
    return api.call<UploadedFile | null>({
      method: 'POST',
      url: uploadPath(target.kind, target.publicEndpoint),
      data: form,
      signal,
      onUploadProgress: onProgress,
      reads: last ? ATTACHMENT : [],
      // a chunk may fail and then succeed when sent again: the uploader reports a file that fails (onFailed)
      quiet: true,
    });
  };
}
