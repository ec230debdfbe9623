// The bench's tiny static + backend server (node:http on 127.0.0.1, random port): dist/ under /dist,
// bench/pages under /pages, and the backend calls of the goods picker answered at once from JSON
// generated here. The first path segment is the data set, chosen by the element's api-base:
//   /n50      goods list of 50 rows,     small category tree (25 nodes)
//   /n10000   goods list of 10,000 rows, small category tree
//   /tree10k  goods list of 50 rows,     category tree of 10 × 10 × 100 (10,110 nodes)
// The list has the same rows whatever page / page_size the request asks for.
import http from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';

const TYPES = { '.js': 'text/javascript', '.html': 'text/html; charset=utf-8', '.json': 'application/json', '.map': 'application/json' };
const WORDS = ['steel', 'bolt', 'screw', 'panel', 'cable', 'valve', 'motor', 'pump', 'gear', 'filter'];
const CN = ['钢材', '螺栓', '螺钉', '面板', '电缆', '阀门', '电机', '水泵', '齿轮', '滤芯'];
const PEOPLE = ['张三', '李四', '王五', '赵六', '钱七', '孙八'];
const pad = (n, w) => String(n).padStart(w, '0');
const envelope = (data) => Buffer.from(JSON.stringify({ code: 200, msg: '', data }));
const date = (i) => `2025-${pad((i % 12) + 1, 2)}-${pad((i % 28) + 1, 2)} ${pad(i % 24, 2)}:${pad(i % 60, 2)}:00`;

/** Goods rows as POST /goods/list/v2 returns them (spec 2 §3). */
export function goodsRows(n) {
  return Array.from({ length: n }, (_, k) => {
    const i = k + 1;
    const w = i % WORDS.length;
    return {
      id: i,
      name: `${CN[w]} ${WORDS[w]} ${i}`,
      serial_number: `WP${pad(i, 6)}`,
      describe: i % 3 ? `${CN[w]}，规格 ${(i % 50) + 1} 号` : '',
      goods_class: i % 2 ? 1 : 2,
      price_unit: { name: '个' },
      goods_type: { id: (i % 10) + 1, name: CN[w], path_name: ['原材料', CN[w]] },
      goods_group: [{ id: (i % 5) + 1, name: `分组 ${(i % 5) + 1}` }],
      goods_little_category: { id: (i % 7) + 1, name: `小类 ${(i % 7) + 1}` },
      created_by: PEOPLE[i % PEOPLE.length],
      created_at: date(i),
      updated_by: PEOPLE[(i + 1) % PEOPLE.length],
      updated_at: date(i + 7),
    };
  });
}

/** A category tree of `shape` (children per level), as { data: {id, name}, title, children }. */
export function categoryTree(shape) {
  let id = 0;
  const level = (depth, path) =>
    Array.from({ length: shape[depth] }, (_, k) => {
      id += 1;
      const w = (id * 7 + depth) % WORDS.length;
      const name = depth === shape.length - 1 ? `${CN[w]} ${WORDS[w]} ${[...path, k + 1].join('-')}` : `${CN[w]}类 ${[...path, k + 1].join('-')}`;
      const node = { data: { id, name, serial_number: `FL${pad(id, 5)}`, pid: 0 }, title: name };
      if (depth + 1 < shape.length) node.children = level(depth + 1, [...path, k + 1]);
      return node;
    });
  return level(0, []);
}

export const countNodes = (nodes) => nodes.reduce((n, x) => n + 1 + countNodes(x.children ?? []), 0);

const LOGIN = envelope({ staff: { id: 1, name: '张三' }, company_id: 1, staff_main_department: { id: 1 } });
const SMALL_TREE = categoryTree([5, 4]);
export const BIG_TREE = categoryTree([10, 10, 100]);

const DATASETS = {
  n50: { rows: 50, tree: SMALL_TREE },
  n10000: { rows: 10000, tree: SMALL_TREE },
  tree10k: { rows: 50, tree: BIG_TREE },
};

/** Starts the server (dist/ from `dist`, a snapshot); resolves with { port, close(), requests, unexpected, bytes }. */
export async function startServer(root, dist = join(root, 'dist')) {
  const lists = new Map();
  const answers = {};
  for (const [name, set] of Object.entries(DATASETS)) {
    if (!lists.has(set.rows)) lists.set(set.rows, envelope({ list: goodsRows(set.rows), total_count: set.rows }));
    answers[name] = {
      'GET /base/user/login_info': LOGIN,
      'POST /goods/list/v2': lists.get(set.rows),
      'GET /setting/public/category/list': envelope(set.tree),
      'GET /setting/public/group/list': envelope(SMALL_TREE),
      'POST /goods/little/list': envelope({ list: [{ id: 1, name: '小类 1' }, { id: 2, name: '小类 2' }], total_count: 2 }),
    };
  }
  const stats = { requests: {}, unexpected: [], bytes: Object.fromEntries([...lists].map(([n, b]) => [n, b.length])) };
  const server = http.createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const [, first, ...rest] = path.split('/');
    if (answers[first]) {
      const key = `${req.method} /${rest.join('/')}`;
      const body = answers[first][key];
      req.resume(); // the body (filters, page) does not change the answer
      if (!body) {
        stats.unexpected.push(`${req.method} ${path}`);
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: 404, msg: 'not in the bench server' }));
        return;
      }
      stats.requests[`${first} ${key}`] = (stats.requests[`${first} ${key}`] ?? 0) + 1;
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length, 'cache-control': 'no-store' });
      res.end(body);
      return;
    }
    const base = first === 'dist' ? dist : first === 'pages' ? join(root, 'bench/pages') : null;
    const file = base && normalize(join(base, ...rest));
    if (!file || !file.startsWith(base)) {
      res.writeHead(404);
      res.end();
      return;
    }
    try {
      const data = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(data);
    } catch {
      if (!path.endsWith('favicon.ico')) stats.unexpected.push(`${req.method} ${path}`);
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: server.address().port, close: () => new Promise((r) => server.close(r)), ...stats };
}
