// Trees area: the category/group trees of the modules without an area of their own (apaas_center,
// project and any other `modular`), generated per kind and modular on first use, each from its own
// seed; the benchmark tree (modular=bench, exactly 10,000 nodes); and RecordList, the builder the other
// areas use for their flat CategoryRecord lists.
import { Rng, audit, hashSeed, serial } from '../random';
import type { CategoryRecord, TreesData } from '../types';

/** Nested names: an array lists leaves, an object maps each name to its children. */
export type TreeSpec = readonly string[] | { readonly [name: string]: TreeSpec };

const isLeaves = (spec: TreeSpec): spec is readonly string[] => Array.isArray(spec);

/** Builds a flat CategoryRecord list: ids from 1, path_level kept as the list grows (no quadratic walk). */
export class RecordList {
  readonly list: CategoryRecord[] = [];
  private readonly paths = new Map<number, string>();

  constructor(
    private readonly rng: Rng,
    private readonly people: readonly string[],
    private readonly prefix: string,
    private readonly width = 3,
  ) {}

  add(name: string, pid = 0): CategoryRecord {
    const id = this.list.length + 1;
    const parent = this.paths.get(pid);
    const path_level = parent ? `${parent},${id}` : String(id);
    this.paths.set(id, path_level);
    const record: CategoryRecord = {
      id,
      name,
      serial_number: serial(this.prefix, id, this.width),
      pid: parent ? pid : 0,
      remark: this.rng.bool(0.3) ? `${name}相关` : '',
      path_level,
      ...audit(this.rng, this.people),
    };
    this.list.push(record);
    return record;
  }

  /** Adds a whole spec under `pid`. */
  addSpec(spec: TreeSpec, pid = 0): this {
    if (isLeaves(spec)) for (const name of spec) this.add(name, pid);
    else for (const [name, children] of Object.entries(spec)) this.addSpec(children, this.add(name, pid).id);
    return this;
  }
}

/** 30 seeded person names for the audit fields of an area. */
export const peopleOf = (rng: Rng): string[] => Array.from({ length: 30 }, () => rng.personName());

/** A flat record list from a spec, with its own generator. */
export function specRecords(seed: number, prefix: string, spec: TreeSpec): CategoryRecord[] {
  const rng = new Rng(seed);
  return new RecordList(rng, peopleOf(rng), prefix).addSpec(spec).list;
}

/** Ids of the records without children. */
export function leafIds(records: readonly CategoryRecord[]): number[] {
  const parents = new Set(records.map((r) => r.pid));
  return records.filter((r) => !parents.has(r.id)).map((r) => r.id);
}

// ---------------------------------------------------------------- per-modular trees

export type TreeKind = 'category' | 'group';

const MODULAR_TREES: Readonly<Record<string, { prefix: string } & Record<TreeKind, TreeSpec>>> = {
  apaas_center: {
    prefix: 'YY',
    category: {
      业务应用: { 采购管理: ['采购申请', '采购订单'], 销售管理: ['销售报价', '销售合同'], 仓储物流: [] },
      办公协同: ['审批中心', '公告通知', '会议管理'],
      数据分析: { 经营看板: [], 报表中心: ['财务报表', '运营报表'] },
      系统工具: [],
    },
    group: { 常用应用: ['我的收藏', '最近使用'], 部门应用: ['财务部应用', '人事部应用', '采购部应用'], 推荐应用: [] },
  },
  project: {
    prefix: 'XM',
    category: {
      工程项目: { 土建工程: ['厂房建设', '办公楼改造'], 安装工程: ['机电安装', '消防安装'] },
      研发项目: ['新产品研发', '技术改造', '软件开发'],
      营销项目: ['市场推广', '渠道建设'],
      内部项目: [],
    },
    group: { 重点项目: ['集团级', '公司级'], 一般项目: [], 已归档项目: [] },
  },
};

const GENERIC_TREE: Record<TreeKind, TreeSpec> = {
  category: { 常用分类: ['一类', '二类', '三类'], 业务分类: { 核心业务: ['甲类', '乙类'], 辅助业务: [] }, 其他分类: [] },
  group: { 默认分组: ['A组', 'B组'], 重点分组: [], 其他分组: [] },
};

/** Roots × children × leaves of the benchmark tree: 10 + 90 + 9,900 = 10,000 nodes, 3 levels. */
export const BENCH_SHAPE = [10, 9, 110] as const;
export const BENCH_TREE_SIZE = BENCH_SHAPE[0] + BENCH_SHAPE[0] * BENCH_SHAPE[1] * (1 + BENCH_SHAPE[2]);

/** A generated three-level tree of `shape` (roots, children of each, leaves of each child), named `stem01`,
 * `stem01-02`, `stem01-02-003` (leaves padded to `leafWidth` digits), numbered `prefix` + id. */
export function shapedRecords(seed: number, shape: readonly [number, number, number], stem: string, prefix: string, width: number, leafWidth = 3): CategoryRecord[] {
  const rng = new Rng(seed);
  const list = new RecordList(rng, peopleOf(rng), prefix, width);
  const [roots, middles, leaves] = shape;
  const two = (n: number) => String(n).padStart(2, '0');
  for (let i = 1; i <= roots; i++) {
    const root = list.add(`${stem}${two(i)}`);
    for (let j = 1; j <= middles; j++) {
      const middle = list.add(`${stem}${two(i)}-${two(j)}`, root.id);
      for (let k = 1; k <= leaves; k++) list.add(`${stem}${two(i)}-${two(j)}-${String(k).padStart(leafWidth, '0')}`, middle.id);
    }
  }
  return list.list;
}

const benchRecords = (seed: number) => shapedRecords(seed, BENCH_SHAPE, '基准分类', 'JZ', 5);

function modularRecords(seed: number, kind: TreeKind, modular: string): CategoryRecord[] {
  if (modular === 'bench') return benchRecords(seed);
  const known = MODULAR_TREES[modular];
  return specRecords(seed, known?.prefix ?? (kind === 'category' ? 'FL' : 'FZ'), (known ?? GENERIC_TREE)[kind]);
}

export function generateTrees(seed: number): TreesData {
  return { seed, built: new Map() };
}

/** The flat records of one kind and modular, generated on first use from a seed of their own. */
export function treeRecords(data: TreesData, kind: TreeKind, modular: string): CategoryRecord[] {
  const key = `${kind}:${modular}`;
  const hit = data.built.get(key);
  if (hit) return hit;
  const built = modularRecords(hashSeed(data.seed, key), kind, modular);
  data.built.set(key, built);
  return built;
}
