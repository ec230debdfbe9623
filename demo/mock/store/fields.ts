// Custom fields area (spec 1 §3 "Custom field", §7 "Custom fields"): the fields of a module (app_modular),
// generated on first use from a seed of its own, every type represented, local ones limited by a
// dimension. The dimensions of every module: 部门 (the organisation tree) and 区域 (a small region tree).
import { Rng, audit, hashSeed } from '../random';
import { peopleOf } from './trees';

export type FieldType = 'text' | 'textarea' | 'number' | 'radio' | 'checkbox' | 'select' | 'selects' | 'date' | 'file';
type Flag = 0 | 1;

export interface FieldChoice {
  val: string;
  id?: number;
  is_def: Flag;
}

export interface RangeRef {
  id: number | string;
  name: string;
}

/** A custom field as POST /field/list answers it. */
export interface CustomFieldRecord {
  id: number;
  code: string;
  name: string;
  type: FieldType;
  is_enable: Flag;
  is_must: Flag;
  is_search: Flag;
  is_audit: Flag;
  is_conditions: Flag;
  list_show: Flag;
  is_global: Flag;
  range_field: string;
  range_field_title: string;
  range_id: (number | string)[];
  field_range_list: RangeRef[];
  remark: string;
  prompt: string;
  default: string | number | null;
  default_date: string | null;
  min: number | null;
  max: number | null;
  decimals: number | null;
  selected: FieldChoice[];
  all_values: string;
  file_infos: Record<string, unknown>[];
  app_modular: string;
  app_id: number | null;
  created_user: string;
  created_at: string;
  updated_user: string;
  updated_at: string;
}

export interface FieldsData {
  seed: number;
  built: Map<string, CustomFieldRecord[]>;
  /** the last id of a choice, shared by every module */
  choiceSeq: { next: number };
}

/** The dimensions of every module: its key and title. */
export const RANGE_FIELDS = [
  { range_field: 'department_id', range_field_title: '部门' },
  { range_field: 'region_id', range_field_title: '区域' },
] as const;

export interface RegionNode {
  id: number;
  name: string;
  children?: RegionNode[];
}

/** The 区域 dimension: regions and their provinces. */
export const REGION_TREE: RegionNode[] = [
  ['华东', ['上海', '江苏', '浙江', '安徽', '山东']],
  ['华南', ['广东', '广西', '福建', '海南']],
  ['华北', ['北京', '天津', '河北', '山西']],
  ['西南', ['四川', '重庆', '云南', '贵州']],
].map(([name, provinces], i) => ({
  id: 100 * (i + 1),
  name: name as string,
  children: (provinces as string[]).map((p, j) => ({ id: 100 * (i + 1) + j + 1, name: p })),
}));

const SEEDS: readonly [string, FieldType][] = [
  ['品牌', 'text'], ['产地', 'text'], ['说明', 'textarea'], ['用途', 'textarea'], ['重量', 'number'], ['单价', 'number'],
  ['等级', 'radio'], ['是否进口', 'radio'], ['适用季节', 'checkbox'], ['认证', 'checkbox'], ['颜色', 'select'], ['包装', 'select'],
  ['渠道', 'selects'], ['标签', 'selects'], ['生产日期', 'date'], ['到期日', 'date'], ['合格证', 'file'], ['图纸', 'file'],
  ['型号', 'text'], ['批次', 'text'], ['库存', 'number'], ['紧急程度', 'radio'], ['材质', 'select'], ['检验日期', 'date'],
];
const CHOICES: Record<string, string[]> = {
  等级: ['一级', '二级', '三级'], 是否进口: ['是', '否'], 适用季节: ['春', '夏', '秋', '冬'], 认证: ['CCC', 'CE', 'ISO9001'],
  颜色: ['红', '黄', '蓝', '黑', '白'], 包装: ['纸箱', '木箱', '散装'], 渠道: ['线上', '门店', '代理'], 标签: ['新品', '热销', '促销', '清仓'],
  紧急程度: ['一般', '紧急', '特急'], 材质: ['钢', '铝', '塑料', '木'],
};

/** Ids are unique across modules (enable and delete send only the id): 1001.. for the first module asked, 2001.. for the second. */
function generateFields(seed: number, module: string, firstId: number, seq: { next: number }): CustomFieldRecord[] {
  const rng = new Rng(seed);
  const people = peopleOf(rng);
  return SEEDS.map(([name, type], i) => {
    const values = CHOICES[name] ?? [];
    const def = values.length ? rng.int(-1, values.length - 1) : -1;
    const local = rng.bool(0.25);
    const region = REGION_TREE[rng.int(0, REGION_TREE.length - 1)]!;
    const { created_by, created_at, updated_by, updated_at } = audit(rng, people);
    return {
      id: firstId + i,
      code: `F${String(i + 1).padStart(3, '0')}`,
      name,
      type,
      is_enable: rng.bool(0.8) ? 1 : 0,
      is_must: rng.bool(0.3) ? 1 : 0,
      is_search: type !== 'textarea' && rng.bool(0.5) ? 1 : 0,
      is_audit: !['text', 'textarea', 'file'].includes(type) && rng.bool(0.3) ? 1 : 0,
      is_conditions: 0,
      list_show: type !== 'file' && rng.bool(0.7) ? 1 : 0,
      is_global: local ? 0 : 1,
      range_field: local ? 'region_id' : '',
      range_field_title: local ? '区域' : '',
      range_id: local ? [region.id] : [],
      field_range_list: local ? [{ id: region.id, name: region.name }] : [],
      remark: rng.bool(0.4) ? `${name}的补充说明` : '',
      prompt: rng.bool(0.5) ? `请输入${name}` : '',
      default: type === 'number' ? 0 : type === 'date' ? 0 : null,
      default_date: null,
      min: type === 'number' ? 0 : null,
      max: type === 'number' ? 999999 : type === 'file' ? rng.int(1, 9) : null,
      decimals: type === 'number' ? rng.int(0, 2) : null,
      selected: values.map((val, k) => ({ val, id: seq.next++, is_def: k === def ? 1 : 0 })),
      all_values: values.join(';'),
      file_infos: [],
      app_modular: module,
      app_id: null,
      created_user: created_by,
      created_at,
      updated_user: updated_by,
      updated_at,
    };
  });
}

export const generateFieldsArea = (seed: number): FieldsData => ({ seed, built: new Map(), choiceSeq: { next: 1 } });

/** The fields of one module, generated on first use. */
export function fieldsOf(data: FieldsData, module: string): CustomFieldRecord[] {
  const hit = data.built.get(module);
  if (hit) return hit;
  const built = generateFields(hashSeed(data.seed, module), module, (data.built.size + 1) * 1000 + 1, data.choiceSeq);
  data.built.set(module, built);
  return built;
}
