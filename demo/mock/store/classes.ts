// Classes area (spec 1 §3 Category (class), spec 2 class picker): the classes of a module, generated per
// model_name on first use from a seed of its own. Any model gets 32 to 38 classes, exactly one of them
// the default; model_name=bench gets exactly 10,000 (for the benchmark).
import { Rng, audit, hashSeed, serial } from '../random';
import type { ClassRecord, ClassesData } from '../types';
import { peopleOf } from './trees';

export const BENCH_CLASS_COUNT = 10000;

/** Name parts per model: every first word with every second word gives the candidate names. */
const CLASS_WORDS: Readonly<Record<string, readonly [readonly string[], readonly string[]]>> = {
  large_screen_data_item: [
    ['经营', '生产', '设备', '销售', '财务', '人力', '供应链', '质量'],
    ['总览', '分析', '监控', '排行', '趋势'],
  ],
  project: [
    ['基建', '研发', '营销', '信息化', '技改', '运维', '咨询', '合作'],
    ['项目', '专项', '课题', '工程', '任务'],
  ],
  goods: [
    ['办公', '生产', '劳保', '电子', '化工', '包装', '五金', '后勤'],
    ['物资', '耗材', '设备', '配件', '用品'],
  ],
};
const GENERIC_WORDS: readonly [readonly string[], readonly string[]] = [
  ['常规', '重点', '临时', '长期', '通用', '专项', '内部', '外部'],
  ['业务类', '事务类', '资料类', '费用类', '合同类'],
];

function names(rng: Rng, model: string): string[] {
  if (model === 'bench') return Array.from({ length: BENCH_CLASS_COUNT }, (_, i) => `基准类别${String(i + 1).padStart(5, '0')}`);
  const [first, second] = CLASS_WORDS[model] ?? GENERIC_WORDS;
  const all = first.flatMap((a) => second.map((b) => a + b));
  const count = rng.int(32, 38);
  return rng.some(all, count, count);
}

function generateClasses(seed: number, model: string): ClassRecord[] {
  const rng = new Rng(seed);
  const people = peopleOf(rng);
  const list = names(rng, model);
  const defaultIndex = rng.int(0, list.length - 1);
  const width = list.length > 999 ? 5 : 3;
  return list.map((name, i) => ({
    id: i + 1,
    // at most 4 characters, as the class dialog allows (the bench's 10,000 need more)
    serial_number: serial('L', i + 1, width),
    name,
    remark: rng.bool(0.4) ? `${name}相关数据` : '',
    is_default: i === defaultIndex ? 1 : 0,
    // the default class is always on
    is_on: i === defaultIndex || rng.bool(0.85) ? 1 : 0,
    ...audit(rng, people),
  }));
}

export function generateClassesArea(seed: number): ClassesData {
  return { seed, built: new Map() };
}

/** The classes of one model, generated on first use. */
export function classesOf(data: ClassesData, model: string): ClassRecord[] {
  const hit = data.built.get(model);
  if (hit) return hit;
  const built = generateClasses(hashSeed(data.seed, model), model);
  data.built.set(model, built);
  return built;
}
