/**
 * The backend contract of an upload (spec 3 §7 Files): what `apiSend` posts, as the element's contract
 * lists it. One declaration for every element that uploads, so that its page in docs/backend/ cannot
 * drift from the requests.
 */
import type { CallSpec, ParamSpec } from '../../core/http';
import { ATTACHMENT, type UploadTarget } from './send';
import { CHUNK_SIZE, uploadPath } from './upload.logic';

const chunked = `with a file over ${CHUNK_SIZE} bytes, sent in chunks of that size`;
const field = (name: string, type: string, description: string, when?: string): ParamSpec => ({ name, in: 'body', type, description, ...(when ? { when } : {}) });

/** The multipart POST of one file (or one chunk of it) to the image or file endpoint. */
export function uploadCall(target: UploadTarget, when: string): CallSpec {
  return {
    method: 'POST',
    path: uploadPath(target.kind, target.publicEndpoint),
    when: `${when} (multipart/form-data)`,
    params: [
      field('file', 'File', 'the file, or the chunk'),
      { ...field('is_public', '0 | 1', 'whether the file is public'), value: target.isPublic ?? 0 },
      field('chunkindex', 'number', 'the index of the chunk, from 0', chunked),
      field('chunktotal', 'number', 'how many chunks the file has', chunked),
      field('filesize', 'number', "the whole file's size in bytes", chunked),
      field('client_id', 'string', 'the same for every chunk of one file: the server joins them', chunked),
    ],
    reads: ATTACHMENT.map((r) => ({ ...r, description: `${r.description} (after a whole file or its last chunk)` })),
  };
}
