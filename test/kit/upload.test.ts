/**
 * The upload client (spec 3 §5 Upload, §7 Files, §9; DECISIONS "Data safety"): chunks of 2,097,152
 * bytes with chunkindex, chunktotal, filesize and one client_id per file; a chunk that fails for a
 * passing reason retried up to 3 times with a growing wait; a file that still fails kept as failed and
 * resumed by retry() from the chunk it stopped at; abort; progress per file and overall. First with an
 * injected `send` (failures at will), then through the real client against the mock backend, which
 * joins the chunks (a dropped connection included).
 */
import { expect } from 'chai';
import { mock, startMockWorker, store } from '../../demo/mock';
import { ApiError, call, type Api } from '../../src/core/http';
import { CHUNK_SIZE, backoffMs, chunksOf } from '../../src/kit/upload/upload.logic';
import { apiSend, type UploadedFile } from '../../src/kit/upload/send';
import { createUploader, type ChunkRequest, type UploadSend } from '../../src/kit/upload/uploader';

const MiB = 1024 * 1024;
/** A file of `size` bytes whose content tells where each byte came from. */
const fileOf = (size: number, name = 'a.bin') => new File([Uint8Array.from({ length: size }, (_, i) => (i * 7 + (i >> 12)) % 251)], name);
const bytes = async (b: Blob) => new Uint8Array(await b.arrayBuffer());
const same = async (a: Blob, b: Blob) => {
  const [x, y] = await Promise.all([bytes(a), bytes(b)]);
  return x.length === y.length && x.every((v, i) => v === y[i]);
};

/** A server in memory: joins chunks by client_id; `fail(index, n, kind)` makes chunk `index` fail n times. */
function fakeServer() {
  const sent: ChunkRequest[] = [];
  const failures = new Map<number, { left: number; error: () => Error }>();
  const arriving = new Map<string, Blob[]>();
  let id = 0;
  const send: UploadSend = async (request, signal, onProgress) => {
    sent.push(request);
    await new Promise((r) => setTimeout(r, 1));
    if (signal.aborted) throw new ApiError('aborted', '', '');
    const index = request.chunk?.chunkindex ?? 0;
    const failing = failures.get(index);
    if (failing && failing.left > 0) {
      failing.left--;
      throw failing.error();
    }
    onProgress(request.blob.size);
    if (!request.chunk) return { attachment_id: ++id, blob: request.blob };
    const parts = arriving.get(request.chunk.client_id) ?? [];
    parts[index] = request.blob;
    arriving.set(request.chunk.client_id, parts);
    if (parts.filter(Boolean).length < request.chunk.chunktotal) return null;
    return { attachment_id: ++id, blob: new Blob(parts) };
  };
  return {
    send,
    sent,
    fail(index: number, times: number, error: () => Error = () => new ApiError('network', '/api/files/create', '')) {
      failures.set(index, { left: times, error });
    },
  };
}

const waits: number[] = [];
const quick = { backoff: (n: number) => (waits.push(n), 1) };

describe('upload client', () => {
  beforeEach(() => (waits.length = 0));

  it('chunk plan: whole up to 2 MiB, then full 2,097,152-byte chunks and the rest; the waits grow', () => {
    expect(chunksOf(CHUNK_SIZE)).to.deep.equal([{ index: 0, start: 0, end: CHUNK_SIZE }]);
    expect(chunksOf(CHUNK_SIZE + 1).map((c) => c.end - c.start)).to.deep.equal([CHUNK_SIZE, 1]);
    expect(chunksOf(5 * MiB).map((c) => c.end - c.start)).to.deep.equal([CHUNK_SIZE, CHUNK_SIZE, 5 * MiB - 2 * CHUNK_SIZE]);
    expect(chunksOf(0)).to.deep.equal([{ index: 0, start: 0, end: 0 }]);
    expect([1, 2, 3].map((n) => backoffMs(n))).to.deep.equal([500, 1000, 2000]);
  });

  it('sends a small file whole and a big one in chunks with chunkindex, chunktotal, filesize and one client_id', async () => {
    const server = fakeServer();
    const up = createUploader<{ blob: Blob }>({ send: server.send, ...quick });
    const small = fileOf(1000, 'small.txt');
    const big = fileOf(5 * MiB, 'big.bin');
    up.add([small, big]);
    const items = await up.settled();
    expect(items.map((i) => [i.name, i.status, i.loaded])).to.deep.equal([['small.txt', 'done', 1000], ['big.bin', 'done', 5 * MiB]]);
    expect(server.sent.filter((r) => r.name === 'small.txt').map((r) => r.chunk)).to.deep.equal([undefined]);
    const chunks = server.sent.filter((r) => r.name === 'big.bin').map((r) => r.chunk!);
    expect(chunks.map((c) => [c.chunkindex, c.chunktotal, c.filesize])).to.deep.equal([[0, 3, 5 * MiB], [1, 3, 5 * MiB], [2, 3, 5 * MiB]]);
    expect(new Set(chunks.map((c) => c.client_id)).size).to.equal(1);
    expect(await same(items[1]!.attachment!.blob, big)).to.equal(true);
    expect(up.progress()).to.deep.equal({ loaded: 5 * MiB + 1000, total: 5 * MiB + 1000, percent: 100 });
  });

  it('retries a chunk that fails for a passing reason up to 3 times, waiting longer each time', async () => {
    const server = fakeServer();
    server.fail(1, 3);
    const up = createUploader<{ blob: Blob }>({ send: server.send, ...quick });
    const file = fileOf(5 * MiB);
    up.add([file]);
    const [item] = await up.settled();
    expect(item!.status).to.equal('done');
    expect(server.sent.map((r) => r.chunk!.chunkindex)).to.deep.equal([0, 1, 1, 1, 1, 2]);
    expect(waits).to.deep.equal([1, 2, 3]);
    expect(await same(item!.attachment!.blob, file)).to.equal(true);
  });

  it('a chunk failing a 4th time marks the file failed (kept, with its error); retry() resumes at that chunk with the same client_id', async () => {
    const server = fakeServer();
    server.fail(1, 4);
    const up = createUploader<{ blob: Blob }>({ send: server.send, ...quick });
    const file = fileOf(5 * MiB);
    const [added] = up.add([file]);
    let [item] = await up.settled();
    expect([item!.status, item!.nextChunk, item!.loaded]).to.deep.equal(['failed', 1, CHUNK_SIZE]);
    expect((item!.error as ApiError).kind).to.equal('network');
    expect(up.items().map((i) => i.id)).to.deep.equal([added!.id]);
    const before = server.sent.length;
    up.retry(added!.id);
    [item] = await up.settled();
    expect(item!.status).to.equal('done');
    expect(server.sent.slice(before).map((r) => r.chunk!.chunkindex)).to.deep.equal([1, 2]);
    expect(new Set(server.sent.map((r) => r.chunk!.client_id)).size).to.equal(1);
    expect(await same(item!.attachment!.blob, file)).to.equal(true);
  });

  it('a refusal (business code) is not retried: the file fails at once', async () => {
    const server = fakeServer();
    server.fail(0, 1, () => new ApiError('business', '/api/files/create', '文件类型不允许', 200, 422));
    const up = createUploader({ send: server.send, ...quick });
    up.add([fileOf(100)]);
    const [item] = await up.settled();
    expect([item!.status, item!.error!.message === '' ? (item!.error as ApiError).msg : item!.error!.message]).to.deep.equal(['failed', '文件类型不允许']);
    expect(server.sent.length).to.equal(1);
  });

  it('a 409 (the server lacks earlier chunks) sends the file again from chunk 0 under a new client_id, once; a second 409 fails it', async () => {
    const incomplete = () => new ApiError('business', '/api/files/create', '分片不完整', 200, 409);
    const server = fakeServer();
    server.fail(2, 1, incomplete);
    const failed: string[] = [];
    const up = createUploader<{ blob: Blob }>({ send: server.send, ...quick, onFailed: (i) => failed.push(i.name) });
    const file = fileOf(5 * MiB);
    up.add([file]);
    let [item] = await up.settled();
    expect(item!.status, String(item!.error)).to.equal('done');
    expect(server.sent.map((r) => r.chunk!.chunkindex)).to.deep.equal([0, 1, 2, 0, 1, 2]);
    const ids = server.sent.map((r) => r.chunk!.client_id);
    expect(new Set(ids.slice(0, 3)).size + new Set(ids.slice(3)).size).to.equal(2);
    expect(ids[0]).not.to.equal(ids[3]);
    expect(await same(item!.attachment!.blob, file)).to.equal(true);
    expect(failed, 'no failure heard for a file that went through').to.deep.equal([]);

    const again = fakeServer();
    again.fail(2, 2, incomplete);
    const up2 = createUploader<{ blob: Blob }>({ send: again.send, ...quick, onFailed: (i) => failed.push(i.name) });
    up2.add([fileOf(5 * MiB, 'twice.bin')]);
    [item] = await up2.settled();
    expect([item!.status, (item!.error as ApiError).code]).to.deep.equal(['failed', 409]);
    expect(again.sent.map((r) => r.chunk!.chunkindex)).to.deep.equal([0, 1, 2, 0, 1, 2]);
    expect(failed, 'the failed file heard once').to.deep.equal(['twice.bin']);
  });

  it('onFailed hears a file that fails, never a chunk that goes through when sent again', async () => {
    const server = fakeServer();
    server.fail(1, 2);
    const failed: string[] = [];
    const up = createUploader<{ blob: Blob }>({ send: server.send, ...quick, onFailed: (i, e) => failed.push(`${i.name}: ${(e as ApiError).kind}`) });
    up.add([fileOf(5 * MiB, 'ok.bin')]);
    expect((await up.settled())[0]!.status).to.equal('done');
    expect(failed).to.deep.equal([]);
    server.fail(0, 4);
    up.add([fileOf(100, 'lost.bin')]);
    await up.settled();
    expect(failed).to.deep.equal(['lost.bin: network']);
  });

  it('abort stops the file and its request; it stays, marked aborted, and retry goes on from there', async () => {
    const server = fakeServer();
    const up = createUploader<{ blob: Blob }>({ send: server.send, ...quick });
    const file = fileOf(7 * MiB);
    const [added] = up.add([file]);
    await new Promise<void>((resolve) => {
      const stop = up.subscribe(() => {
        if (up.items()[0]!.nextChunk === 2) {
          stop();
          up.abort(added!.id);
          resolve();
        }
      });
    });
    let [item] = await up.settled();
    expect([item!.status, item!.nextChunk]).to.deep.equal(['aborted', 2]);
    up.retry(added!.id);
    [item] = await up.settled();
    expect(item!.status).to.equal('done');
    expect(await same(item!.attachment!.blob, file)).to.equal(true);
  });

  it('many files with chunks failing at random: each ends uploaded whole or failed, none lost; retries finish them', async () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    const server = fakeServer();
    const send: UploadSend = (request, signal, onProgress) => (random() < 0.35 ? Promise.reject(new ApiError('network', '', '')) : server.send(request, signal, onProgress));
    const up = createUploader<{ blob: Blob }>({ send, concurrency: 3, ...quick });
    const files = [0.5, 2, 2.5, 4.1, 6, 0.01].map((m, i) => fileOf(Math.round(m * MiB), `f${i}`));
    up.add(files);
    let items = await up.settled();
    expect(items.length).to.equal(files.length);
    expect(items.every((i) => i.status === 'done' || i.status === 'failed')).to.equal(true);
    for (let round = 0; round < 20 && items.some((i) => i.status === 'failed'); round++) {
      for (const i of items.filter((x) => x.status === 'failed')) up.retry(i.id);
      items = await up.settled();
    }
    expect(items.map((i) => i.status)).to.deep.equal(files.map(() => 'done'));
    for (const [k, item] of items.entries()) expect(await same(item.attachment!.blob, files[k]!), item.name).to.equal(true);
  });
});

describe('upload client against the mock backend', () => {
  const api: Api = { call: (options) => call({ baseURL: '', ...options }) };
  before(() => startMockWorker());
  beforeEach(() => {
    mock.reset();
    waits.length = 0;
  });

  it('POSTs multipart chunks to /api/files/create; the last answers the attachment, whose address serves the same bytes', async () => {
    const up = createUploader<UploadedFile>({ send: apiSend(api, { kind: 'file', publicEndpoint: false }), ...quick });
    const file = fileOf(Math.round(4.5 * MiB), '合同扫描件.pdf');
    up.add([file]);
    const [item] = await up.settled();
    expect(item!.status, String(item!.error)).to.equal('done');
    const requests = mock.requestsTo('/api/files/create');
    expect(requests.map((r) => (r.body as Record<string, unknown>).chunkindex)).to.deep.equal(['0', '1', '2']);
    const first = requests[0]!.body as Record<string, unknown>;
    expect([first.chunktotal, first.filesize, first.is_public]).to.deep.equal(['3', String(file.size), '0']);
    expect(item!.attachment!.name).to.equal('合同扫描件.pdf');
    expect(await same(await (await fetch(item!.attachment!.image_url)).blob(), file)).to.equal(true);
  });

  it('a dropped connection on a chunk is retried and the file arrives whole; images go to /api/files/public/img', async () => {
    mock.fault('/api/files/public/img', { network: true, times: 1 });
    const up = createUploader<UploadedFile>({ send: apiSend(api, { kind: 'image', publicEndpoint: true }), ...quick });
    const file = fileOf(3 * MiB, 'photo.png');
    up.add([file]);
    const [item] = await up.settled();
    expect(item!.status, String(item!.error)).to.equal('done');
    expect(waits).to.deep.equal([1]);
    expect(await same(await (await fetch(item!.attachment!.image_url)).blob(), file)).to.equal(true);
  });

  /** apiSend with the answer to the first last chunk lost: the mock joins the file, then the connection drops */
  function answerLostOnLastChunk(then?: () => void): UploadSend {
    const send = apiSend(api, { kind: 'file', publicEndpoint: false });
    let armed = false;
    return async (request, signal, onProgress) => {
      const last = request.chunk && request.chunk.chunkindex === request.chunk.chunktotal - 1;
      if (!last || armed) return send(request, signal, onProgress);
      armed = true;
      mock.fault('/api/files/create', { answerLost: true, times: 1 });
      try {
        return await send(request, signal, onProgress);
      } finally {
        then?.();
      }
    };
  }

  it('the answer to the last chunk lost: sent again, the mock answers the file it joined; one attachment, the same bytes', async () => {
    const up = createUploader<UploadedFile>({ send: answerLostOnLastChunk(), ...quick });
    const file = fileOf(Math.round(4.5 * MiB), 'lost-answer.pdf');
    up.add([file]);
    const [item] = await up.settled();
    expect(item!.status, String(item!.error)).to.equal('done');
    expect(mock.requestsTo('/api/files/create').map((r) => (r.body as Record<string, unknown>).chunkindex)).to.deep.equal(['0', '1', '2', '2']);
    expect(waits).to.deep.equal([1]);
    expect(store.files().saved.size, 'one file joined, not two').to.equal(1);
    expect(await same(await (await fetch(item!.attachment!.image_url)).blob(), file)).to.equal(true);
  });

  it('the mock refuses a last chunk whose earlier chunks it lacks with code 409 分片不完整', async () => {
    const send = apiSend(api, { kind: 'file', publicEndpoint: false });
    const chunk = { chunkindex: 2, chunktotal: 3, filesize: 3 * CHUNK_SIZE, client_id: 'never-seen' };
    const refused = await send({ blob: fileOf(CHUNK_SIZE), name: 'x.bin', chunk }, new AbortController().signal, () => {}).catch((e: ApiError) => e);
    expect(refused).to.be.instanceOf(ApiError);
    expect([(refused as ApiError).code, (refused as ApiError).msg]).to.deep.equal([409, '分片不完整']);
  });

  it('a server that forgot the joined file answers 409 分片不完整 to the last chunk; the client sends the file again from chunk 0', async () => {
    // the server restarts between joining the file and the last chunk sent again: it knows nothing of it
    const up = createUploader<UploadedFile>({ send: answerLostOnLastChunk(() => store.files().joined.clear()), ...quick });
    const file = fileOf(Math.round(4.5 * MiB), 'forgotten.pdf');
    up.add([file]);
    const [item] = await up.settled();
    expect(item!.status, String(item!.error)).to.equal('done');
    const requests = mock.requestsTo('/api/files/create').map((r) => r.body as Record<string, unknown>);
    expect(requests.map((r) => r.chunkindex)).to.deep.equal(['0', '1', '2', '2', '0', '1', '2']);
    expect(requests[3]!.client_id).to.equal(requests[0]!.client_id);
    expect(requests[4]!.client_id).not.to.equal(requests[0]!.client_id);
    expect(await same(await (await fetch(item!.attachment!.image_url)).blob(), file)).to.equal(true);
  });
});
