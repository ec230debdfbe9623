// The bench's tiny static + backend server (node:http on 127.0.0.1, random port): dist/ under /dist,
// bench/pages under /pages, the peer's build (bench/peer/dist) under /peer, and the backend calls of
// the goods picker answered at once from JSON generated here. The first path segment is the data set,
// chosen by the element's api-base:
//   /n50      goods list of 50 rows,     small category tree (25 nodes)
//   /n10000   goods list of 10,000 rows, small category tree
//   /tree10k  goods list of 50 rows,     category tree of 10 × 10 × 100 (10,110 nodes)
//   /org      a big organisation for the staff and department pickers: the department tree of
//             10 × 9 × 110 = 10,000 departments and 20,000 staff (spec 2 §3 Staff, Department; §7)
// A goods list has the same rows whatever page / page_size the request asks for; the /org staff list
// honours page / page_size as the real backend does (page_size 0: everything), because the picker asks
// a page of 100 next to page_size 0 and shows it while everything comes. Filters are ignored.
import http from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';

const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html; charset=utf-8', '.json': 'application/json', '.map': 'application/json' };
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

// ------------------------------------------------------------------------------ the organisation
// Department names carry an English word and a code (`销售部 sales d3-1-27`) so that puppeteer's keyboard
// (US layout: no keydown for CJK characters) can type a filter that the label matches.
const DEPT_CN = ['销售部', '生产部', '财务部', '采购部', '研发部', '质量部', '仓储部', '人事部', '行政部', '市场部'];
const DEPT_EN = ['sales', 'production', 'finance', 'purchasing', 'research', 'quality', 'storage', 'personnel', 'admin', 'marketing'];
const PLACES = [['四川省', '成都市', '武侯区'], ['广东省', '深圳市', '南山区'], ['浙江省', '杭州市', '西湖区'], ['江苏省', '苏州市', '姑苏区'], ['湖北省', '武汉市', '洪山区']];
const CLASS = ['公司', '事业部', '部门'];
export const ORG_SHAPE = [10, 9, 110];

/** The department tree of POST /base/department/list (spec 2 §3 Department): records nested in `children`. */
export function departmentTree(shape = ORG_SHAPE) {
  let id = 0;
  const level = (depth, pid, path, names) =>
    Array.from({ length: shape[depth] }, (_, k) => {
      id += 1;
      const code = [...path, k + 1];
      const w = (id * 7 + depth) % DEPT_CN.length;
      const name = depth === 0 ? `分公司 branch d${code[0]}` : `${DEPT_CN[w]} ${DEPT_EN[w]} d${code.join('-')}`;
      const [province, city, area] = PLACES[id % PLACES.length];
      const node = {
        id, name, serial_number: `BM${pad(id, 5)}`, province, city, area, address: `${area}科技路 ${(id % 300) + 1} 号`,
        class_name: CLASS[depth] ?? '部门', pid, path_name: [...names, name],
        created_by: PEOPLE[id % PEOPLE.length], created_at: date(id), updated_by: PEOPLE[(id + 1) % PEOPLE.length], updated_at: date(id + 7),
      };
      if (depth + 1 < shape.length) node.children = level(depth + 1, id, code, node.path_name);
      return node;
    });
  return level(0, 0, [], []);
}

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭'];
const GIVEN = ['伟', '芳', '娜', '秀英', '敏', '静', '丽', '强', '磊', '军', '洋', '勇', '艳', '杰', '娟', '涛', '明', '超'];
const POSITIONS = Array.from({ length: 40 }, (_, k) => ({ id: k + 1, name: `${['经理', '主管', '专员', '工程师', '助理'][k % 5]} ${k + 1}`, serial_number: `GW${pad(k + 1, 3)}` }));
const GROUPS = Array.from({ length: 8 }, (_, k) => ({ id: k + 1, name: `员工分组 ${k + 1}` }));

/** Staff as POST /base/staff/list returns them (spec 2 §3 Staff): each in 1–3 of the `leaves` departments. */
export function staffRows(n, leaves) {
  return Array.from({ length: n }, (_, k) => {
    const i = k + 1;
    const deps = Array.from({ length: (i % 3) + 1 }, (_, j) => leaves[(i * 7 + j * 131) % leaves.length]).map((d) => ({ id: d.id, serial_number: d.serial_number, name: d.name }));
    const posts = Array.from({ length: (i % 2) + 1 }, (_, j) => POSITIONS[(i + j * 17) % POSITIONS.length]);
    return {
      id: i, ds_id: 100000 + i, name: `${SURNAMES[i % SURNAMES.length]}${GIVEN[(i * 5) % GIVEN.length]}${i % 7 ? '' : GIVEN[i % GIVEN.length]}`,
      mobile: `1${38 + (i % 10)}${pad((i * 7919) % 100000000, 8)}`, staff_info: { gender: i % 2 ? 1 : 2 }, serial_number: `YG${pad(i, 6)}`,
      status: i % 9 ? 2 : 1, staff_group: i % 4 ? [GROUPS[i % GROUPS.length]] : [],
      departments: deps, department: { serial_number: deps[0].serial_number, name: deps[0].name },
      positions: posts,
      post_list: posts.map((p, j) => ({ id: p.id, serial_number: p.serial_number, post_name: p.name, start_date: date(i + j).slice(0, 10), end_date: '' })),
      created_by: PEOPLE[i % PEOPLE.length], created_at: date(i), updated_by: PEOPLE[(i + 1) % PEOPLE.length], updated_at: date(i + 7),
    };
  });
}

/**
 * A list answer that honours page / page_size (0 or none: every row), {list, total_count}: a function
 * of the request body; `all` is the answer with every row, serialised once; pages are cached.
 */
export function pagedList(rows) {
  const all = envelope({ list: rows, total_count: rows.length });
  const pages = new Map();
  const answer = (body) => {
    const size = Number(body?.page_size ?? 0);
    if (!size) return all;
    const page = Math.max(1, Number(body?.page ?? 1));
    const key = `${page}/${size}`;
    if (!pages.has(key)) pages.set(key, envelope({ list: rows.slice((page - 1) * size, page * size), total_count: rows.length }));
    return pages.get(key);
  };
  answer.all = all;
  answer.sizeLabel = (body) => `page_size ${Number(body?.page_size ?? 0)}`;
  return answer;
}

/** The /org answers: login info (main department d1-1-1), department tree, companies, 20,000 staff. */
function orgAnswers() {
  const tree = departmentTree();
  const leaves = tree.flatMap((c) => c.children.flatMap((d) => d.children));
  const main = leaves[0];
  const companies = tree.map(({ children: _children, ...c }) => c);
  return {
    'GET /base/user/login_info': envelope({
      staff: { id: 1, name: '王伟', serial_number: 'YG000001', mobile: '13800000001' },
      staff_main_department: { id: main.id, name: main.name },
      company_id: 1,
    }),
    'POST /base/department/list': envelope(tree),
    'POST /base/department/company': envelope(companies),
    'POST /base/staff/list': pagedList(staffRows(ORG_STAFF, leaves)),
  };
}
export const ORG_STAFF = 20000;

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
  answers.org = orgAnswers();
  const stats = { requests: {}, unexpected: [], bytes: Object.fromEntries([...lists].map(([n, b]) => [n, b.length])) };
  stats.bytes.org = Object.fromEntries(Object.entries(answers.org).map(([k, b]) => [k, (b.all ?? b).length]));
  stats.bytes.org['POST /base/staff/list page_size 100'] = answers.org['POST /base/staff/list']({ page: 1, page_size: 100 }).length;
  const server = http.createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const [, first, ...rest] = path.split('/');
    if (answers[first]) {
      const key = `${req.method} /${rest.join('/')}`;
      const answer = answers[first][key];
      let body = answer;
      let label = '';
      if (typeof answer === 'function') {
        // a paged list: the answer depends on page / page_size
        const chunks = [];
        for await (const c of req) chunks.push(c);
        let sent = {};
        try {
          sent = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
        } catch {
          // not JSON: everything
        }
        body = answer(sent);
        label = ` (${answer.sizeLabel(sent)})`;
      } else req.resume(); // the body (filters, page) does not change the answer
      if (!body) {
        stats.unexpected.push(`${req.method} ${path}`);
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: 404, msg: 'not in the bench server' }));
        return;
      }
      stats.requests[`${first} ${key}${label}`] = (stats.requests[`${first} ${key}${label}`] ?? 0) + 1;
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length, 'cache-control': 'no-store' });
      res.end(body);
      return;
    }
    const base = { dist, pages: join(root, 'bench/pages'), peer: join(root, 'bench/peer/dist') }[first] ?? null;
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
