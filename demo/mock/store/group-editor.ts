// Group editor area (spec 3 §3 Category/group node, §7 Group editor): the group trees of its own modules,
// each generated on first use from its own seed: `big` (exactly 5,000 groups, 3 levels: the editor's
// performance case) and `asset` (a small seeded tree of asset groups, the demo's). Numbers are at most 4
// characters, as the editor's dialog limits them. Other modules' groups are the trees area's.
import { Rng, hashSeed } from '../random';
import type { CategoryRecord } from '../types';
import { RecordList, peopleOf, shapedRecords, type TreeSpec } from './trees';

export interface GroupEditorData {
  seed: number;
  built: Map<string, CategoryRecord[]>;
}

/** Roots × children × leaves of the big tree: 8 + 8 × 24 + 8 × 24 × 25 = 5,000 groups. */
export const BIG_SHAPE = [8, 24, 25] as const;
export const BIG_TREE_SIZE = BIG_SHAPE[0] * (1 + BIG_SHAPE[1] * (1 + BIG_SHAPE[2]));

const ASSET_TREE: TreeSpec = {
  办公设备: { 电脑: ['台式机', '笔记本'], 打印设备: ['打印机', '复印机'], 投影仪: [] },
  生产设备: { 机床: ['车床', '铣床'], 检测仪器: [] },
  运输工具: ['货车', '叉车', '公务车'],
  家具: [],
};

const bigRecords = (seed: number) => shapedRecords(seed, BIG_SHAPE, '大分组', '', 4, 2);

function assetRecords(seed: number): CategoryRecord[] {
  const rng = new Rng(seed);
  return new RecordList(rng, peopleOf(rng), 'Z', 3).addSpec(ASSET_TREE).list;
}

const GENERATORS: Readonly<Record<string, (seed: number) => CategoryRecord[]>> = { big: bigRecords, asset: assetRecords };

/** The modules this area owns. */
export const isGroupEditorModule = (modular: string): boolean => modular in GENERATORS;

export const generateGroupEditor = (seed: number): GroupEditorData => ({ seed, built: new Map() });

/** The live group records of one of the area's modules. */
export function groupEditorRecords(data: GroupEditorData, modular: string): CategoryRecord[] {
  const hit = data.built.get(modular);
  if (hit) return hit;
  const built = (GENERATORS[modular] ?? assetRecords)(hashSeed(data.seed, modular));
  data.built.set(modular, built);
  return built;
}
