// Files area (spec 3 §7 Files): the image and file uploads, public or authenticated, whole or in chunks
// (chunkindex, chunktotal, filesize, client_id: the last chunk completes the file and answers its
// attachment; sent again, it answers the same attachment; arriving when earlier chunks are missing, it
// is refused with code 409 分片不完整, and the client starts the file again), and the uploaded files
// served back at their address.
import { HttpResponse, http, type HttpHandler } from 'msw';
import { MockError, num, route } from '../kit';
import { store } from '../store';
import { saveFile } from '../store/files';

function upload({ body }: { body: unknown }) {
  const form = (body ?? {}) as Record<string, unknown>;
  const file = form.file;
  if (!(file instanceof Blob)) throw new MockError(422, '请选择文件');
  const name = file instanceof File ? file.name : 'blob';
  const files = store.files();
  const index = num(form.chunkindex);
  if (index === undefined) return saveFile(files, file, name);
  const clientId = String(form.client_id ?? '');
  const total = num(form.chunktotal) ?? 0;
  const filesize = num(form.filesize) ?? 0;
  if (!clientId || total < 1 || index < 0 || index >= total) throw new MockError(422, '分片参数错误');
  const last = index === total - 1;
  const joined = files.joined.get(clientId);
  if (joined) return last ? joined : null;
  const arriving = files.arriving.get(clientId) ?? { name, filesize, chunktotal: total, parts: new Map<number, Blob>() };
  files.arriving.set(clientId, arriving);
  arriving.parts.set(index, file);
  if (arriving.parts.size < total) {
    if (!last) return null;
    files.arriving.delete(clientId);
    throw new MockError(409, '分片不完整');
  }
  const whole = new Blob(Array.from({ length: total }, (_, i) => arriving.parts.get(i)!));
  files.arriving.delete(clientId);
  if (whole.size !== filesize) throw new MockError(422, `文件不完整：收到 ${whole.size} 字节，应为 ${filesize}`);
  const attachment = saveFile(files, whole, name);
  files.joined.set(clientId, attachment);
  return attachment;
}

export const filesHandlers: HttpHandler[] = [
  ...['/api/files/img', '/api/files/public/img', '/api/files/create', '/api/files/public/create'].map((path) => route('POST', path, upload)),
  http.get('*/api/files/mock/:id', ({ params }) => {
    const saved = store.files().saved.get(Number(params.id));
    if (!saved) return new HttpResponse(null, { status: 404 });
    return new HttpResponse(saved.blob, { headers: { 'Content-Type': saved.blob.type || 'application/octet-stream' } });
  }),
];
