/**
 * The backend contract of the upload client's calls (spec 3 §7 Files): the multipart POST `apiSend` makes,
 * as an element's backend lists it. Made from the same path rule (`uploadPath`) and answer reads as the
 * requests, so the two cannot drift.
 */
import type { CallSpec, ParamSpec } from '../../core/http';
import { uploadPath } from './upload.logic';
import { ATTACHMENT, type UploadTarget } from './send';

const part = (name: string, type: string, description: string, extra: Partial<ParamSpec> = {}): ParamSpec => ({ name, in: 'body', type, description, ...extra });
const CHUNKED = 'with a file over 2 MiB, sent in 2,097,152-byte chunks';
// what a server does with a chunk sent again (its answer was lost: issue 36) and with a last chunk whose
// earlier ones it lacks
const CLIENT_ID =
  'one per file: the server joins the chunks that carry it. The last chunk sent again after the file was ' +
  'joined (its answer was lost) is answered with the same attachment. A last chunk whose earlier chunks ' +
  'the server lacks is refused with code 409 (分片不完整): the client sends the file again from chunk 0 ' +
  'under a new client_id';

/** The upload call of a target: multipart `file` and `is_public`, the chunk fields for a big file. */
export const uploadCall = (target: UploadTarget, when: string): CallSpec => ({
  method: 'POST',
  path: uploadPath(target.kind, target.publicEndpoint),
  when: `${when} (multipart/form-data)`,
  params: [
    part('file', 'File', 'the file, or one chunk of it'),
    part('is_public', "'0' | '1'", 'the attachment is public', { value: String(target.isPublic ?? 0) }),
    part('chunkindex', 'number', 'the chunk, from 0', { when: CHUNKED }),
    part('chunktotal', 'number', 'how many chunks', { when: CHUNKED }),
    part('filesize', 'number', "the whole file's size in bytes", { when: CHUNKED }),
    part('client_id', 'string', CLIENT_ID, { when: CHUNKED }),
  ],
  reads: ATTACHMENT,
});
