// Files area, the upload elements (spec 3 §7 Files): the preview of a file (private or public: data is
// HTML, with a script and a handler in it, which the element must not run), the download link, and the
// phone-scan QR code and its state, with the demo-only route that plays the phone.
import { HttpResponse, http, type HttpHandler } from 'msw';
import { MockError, num, route, type Input } from '../kit';
import { store } from '../store';
import { saveFile, type MockAttachment } from '../store/files';
import { qrPicture, type ScanSession } from '../store/files-scan';
import { PHONE_POINT } from '../store/map';

const scan = () => store.filesScan();

function attachmentOf(id: unknown): { attachment: MockAttachment; blob?: Blob } {
  const wanted = num(id);
  const saved = wanted === undefined ? undefined : store.files().saved.get(wanted);
  if (saved) return saved;
  const seeded = scan().seeded.find((f) => f.attachment_id === wanted);
  if (!seeded) throw new MockError(404, '文件不存在');
  return { attachment: seeded };
}

async function preview({ input }: { input: Input }) {
  const { attachment, blob } = attachmentOf(input.attachment_id);
  const text = blob && /^(text\/|application\/json)/.test(blob.type) ? await blob.text() : '';
  const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return (
    `<h3>${esc(attachment.name)}</h3><p>大小：${attachment.size} 字节${input.model_name ? `，模块：${esc(String(input.model_name))}` : ''}</p>` +
    (text ? `<pre>${esc(text)}</pre>` : '<p>（演示后台：此处为文件的预览内容）</p>') +
    '<img src="x" onerror="window.__previewHacked = true"><script>window.__previewHacked = true</script>'
  );
}

function sessionOf(clientId: unknown): ScanSession {
  const session = scan().sessions.get(String(clientId ?? ''));
  if (!session) throw new MockError(404, '二维码已失效，请刷新');
  return session;
}

/** A map picker's session: the phone page of the map scan (spec 2 §2). */
const isMapScan = (session: ScanSession) => session.content.includes('scan_mode=mapAddress');

/** The phone answers the session: a point for the map picker's, else two files. */
function phoneAnswers(session: ScanSession) {
  if (isMapScan(session)) session.point = { ...PHONE_POINT };
  else phoneUpload(session);
}

/** The phone uploads two files under the session. */
function phoneUpload(session: ScanSession): MockAttachment[] {
  const n = ++scan().seq;
  session.files = [
    saveFile(store.files(), new Blob([`手机拍摄 ${n}`], { type: 'text/plain' }), `手机拍摄_${n}.jpg`),
    saveFile(store.files(), new Blob([`手机上传 ${n}`], { type: 'text/plain' }), `手机上传_${n}.pdf`),
  ];
  return session.files;
}

export const filesScanHandlers: HttpHandler[] = [
  route('GET', '/base/file/preview', preview),
  route('GET', '/base/file/public/preview', preview),
  http.get('*/base/file/down/api', ({ request }) => {
    const id = new URL(request.url).searchParams.get('attachment_id');
    try {
      const { attachment, blob } = attachmentOf(id);
      return new HttpResponse(blob ?? new Blob([attachment.name]), {
        headers: { 'Content-Type': 'application/octet-stream', 'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(attachment.name)}` },
      });
    } catch {
      return new HttpResponse(null, { status: 404 });
    }
  }),
  route('POST', '/api/files/code/gen', ({ input }) => {
    const client_id = String(input.client_id ?? '');
    const content = String(input.content ?? '');
    const img_size = num(input.img_size) ?? 180;
    if (!client_id || !content) throw new MockError(422, '缺少 client_id 或 content');
    scan().sessions.set(client_id, { client_id, content, img_size, polls: 0, files: null });
    return qrPicture(content, img_size);
  }),
  route('GET', '/api/files/code/state', ({ input }) => {
    const session = sessionOf(input.client_id);
    session.polls++;
    const { autoAfter } = scan();
    if (!session.files && !session.point && autoAfter > 0 && session.polls >= autoAfter) phoneAnswers(session);
    // a success message carrying the point (spec 2 §7) or the files (spec 3 §7) as JSON text
    if (session.point) return JSON.stringify(session.point);
    return session.files ? JSON.stringify(session.files) : 'uploading';
  }),
  // demo and tests only: the phone uploads now
  route('POST', '/api/files/code/demo_upload', ({ input }) => phoneUpload(sessionOf(input.client_id))),
  // demo and tests only: the phone chooses its point now (a map picker's session)
  route('POST', '/api/files/code/demo_point', ({ input }) => {
    const session = sessionOf(input.client_id);
    session.point = { ...PHONE_POINT };
    return session.point;
  }),
];
