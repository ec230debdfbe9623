/**
 * The phone-scan calls of the static file host (spec 3 §7 Files, spec 2 §7 Address / map / region): a QR
 * code for a session (code/gen) and the session's state (code/state). Shared by the files area's scan
 * upload and the map picker's phone contribution: each reads the state's answer its own way.
 */
import { bodyParam, endpoint, queryParam, type Endpoint } from '../data/endpoint';

export interface CodeGenBody {
  client_id: string;
  content: string;
  img_size: number;
}

/** POST {static host}/api/files/code/gen with the image size `size`: data is the QR image (a data URL or an address). */
export const codeGenOf = (size: number, content: string): Endpoint<object, CodeGenBody> =>
  endpoint<object, CodeGenBody>({
    method: 'POST',
    url: '/api/files/code/gen',
    host: 'static',
    // a new scan session each time: one more changes nothing the user keeps (bo-elements check-backend --writes)
    effect: 'repeatable',
    params: [
      { ...bodyParam('client_id', 'string', 'the scan session: the phone answers under it, the state is asked with it'), example: 'check-backend' },
      { ...bodyParam('content', 'string', `what the code holds: ${content}`), example: 'https://erp.example.com/h5/#/scan?scan_id=check-backend' },
      { ...bodyParam('img_size', 'number', 'the image size in pixels'), value: size },
    ],
    reads: [{ path: 'data', type: 'string', need: 'fail', description: 'the QR image: a data:image URL or an http(s) address' }],
  });

/** GET {static host}/api/files/code/state: 'uploading' while the phone has not finished, else its answer. */
export const codeStateOf = (answer: string): Endpoint<{ client_id: string }, undefined> =>
  endpoint<{ client_id: string }>({
    method: 'GET',
    url: '/api/files/code/state',
    host: 'static',
    params: [queryParam('client_id', 'string', 'the scan session of code/gen')],
    reads: [{ path: 'data', description: `'uploading' while waiting; on success ${answer}` }],
  });

/** A code/state answer's data as a value: JSON text parsed ('uploading', or any text that is no JSON, is undefined). */
export function stateValue(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}
