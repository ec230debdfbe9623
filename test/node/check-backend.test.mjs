// `bo-elements check-backend` (bin/bo-elements.mjs), run as a backend team runs it: against the demo's
// mock over HTTP (every element served) and against a server that serves each kind of mismatch wrong.
// `npm test` runs it with node --test (scripts/test.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMockServer } from '../../scripts/mock-server.mjs';

const check = (...args) =>
  new Promise((resolve) => {
    execFile(process.execPath, ['bin/bo-elements.mjs', 'check-backend', ...args], { timeout: 300000 }, (error, stdout, stderr) =>
      resolve({ code: error ? error.code : 0, out: stdout + stderr }),
    );
  });

test('against the demo mock, with the examples\' attributes: every element served, exit 0', { timeout: 600000 }, async () => {
  const mock = await startMockServer();
  try {
    const attrs = join(mkdtempSync(join(tmpdir(), 'bo-check-')), 'attrs.json');
    writeFileSync(attrs, JSON.stringify(await mock.examples()));
    const { code, out } = await check(mock.url, '--attrs-file', attrs, '--header', 'Authorization: Bearer demo');
    const last = out.trim().split('\n').at(-1);
    assert.match(last, /^(\d+) of \1 elements fully served$/, out);
    assert.ok(Number(last.split(' ')[0]) >= 40, last);
    assert.equal(code, 0);
    assert.doesNotMatch(out, /FAIL|not checked/);
  } finally {
    await mock.close();
  }
});

test('against a wrong server: each kind of mismatch named on its call, exit 1', { timeout: 120000 }, async () => {
  const seen = [];
  const json = (res, body) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  const server = createServer((req, res) => {
    seen.push([req.method, req.url, req.headers.authorization]);
    const path = req.url.split('?')[0];
    if (path === '/base/user/login_info') return res.writeHead(404).end('no route');
    if (path === '/goods/list/v2') return json(res, { code: 200, msg: 'success', data: { list: 'none', total_count: 0 } });
    if (path === '/setting/public/category/list') return res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>login</html>');
    if (path === '/goods/small/all') return json(res, { code: 500, msg: '小号物品服务不可用', data: null });
    if (path === '/goods/small/all_public') return json(res, { success: true, result: [] });
    return json(res, { code: 200, msg: 'success', data: { list: [{ name: 'no id' }] } });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { code, out } = await check(`http://127.0.0.1:${server.address().port}`, '--tag', 'bo-goods-picker', '--tag', 'bo-supplier-picker', '--header', 'Authorization: Bearer t0ken');
    assert.equal(code, 1, out);
    assert.match(out, /FAIL GET +\/base\/user\/login_info +HTTP 404/);
    assert.match(out, /FAIL POST +\/goods\/list\/v2 .*NOT all served\n +required: data\.list is string "none", expected array/);
    assert.match(out, /FAIL GET +\/setting\/public\/category\/list +HTTP 200, not JSON/);
    assert.match(out, /FAIL POST +\/goods\/small\/all +HTTP 200, code 500: 小号物品服务不可用/);
    assert.match(out, /FAIL POST +\/goods\/small\/all_public +HTTP 200, not the \{code, msg, data\} envelope/);
    assert.match(out, /required: data\.data missing/);
    assert.match(out, /^0 of 2 elements fully served$/m);
    assert.ok(seen.every(([, , auth]) => auth === 'Bearer t0ken'), 'the header went with every call');
    assert.ok(seen.every(([method]) => method === 'GET' || method === 'POST'), `only reads: ${seen.map(([m, u]) => `${m} ${u}`).join(', ')}`);
  } finally {
    server.close();
  }
});

test('no write is sent; with --writes, only the calls the contract marks safe to repeat (effect "repeatable")', { timeout: 300000 }, async () => {
  const contract = JSON.parse(readFileSync('backend-contract.json', 'utf8'));
  const calls = contract.elements['bo-map-address-picker'].calls;
  const kind = (method, url) => {
    const path = url.split('?')[0];
    const call = calls.find((c) => c.method === method && new RegExp(`^${c.path.replace(/\{[^}]+\}/g, '[^/]*')}$`).test(path));
    return call ? (call.onOpen ? 'opening' : (call.effect ?? 'write')) : `unknown ${method} ${path}`;
  };
  assert.ok(calls.some((c) => c.effect === 'read'), 'the map picker has a read (get_address)');
  assert.ok(calls.some((c) => c.effect === 'repeatable'), 'a repeatable call (code/gen)');
  assert.ok(calls.some((c) => !c.onOpen && !c.effect), 'and a write (save_address)');
  const seen = [];
  const server = createServer((req, res) => {
    seen.push(kind(req.method, req.url));
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ code: 200, msg: 'success', data: 'data:image/png;base64,AA==' }));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  try {
    await check(base, '--tag', 'bo-map-address-picker');
    assert.deepEqual(seen, ['read'], 'without --writes: the read only');
    seen.length = 0;
    const { out } = await check(base, '--tag', 'bo-map-address-picker', '--writes');
    assert.ok(seen.includes('repeatable'), `with --writes the repeatable call is sent\n${out}`);
    assert.match(out, /POST +\/api\/files\/code\/gen/);
    assert.deepEqual(seen.filter((k) => !['opening', 'read', 'repeatable'].includes(k)), [], 'never a write');
  } finally {
    server.close();
  }
});

test('against the demo mock with --writes: the repeatable calls are served too', { timeout: 300000 }, async () => {
  const mock = await startMockServer();
  try {
    const { code, out } = await check(mock.url, '--tag', 'bo-scan-upload', '--tag', 'bo-map-address-picker', '--writes', '--attr', 'scan-page=https://erp.example.com/h5/#/scan');
    assert.match(out, /ok +POST +\/api\/files\/code\/gen/, out);
    assert.match(out.trim().split('\n').at(-1), /^2 of 2 elements fully served$/, out);
    assert.equal(code, 0);
  } finally {
    await mock.close();
  }
});
