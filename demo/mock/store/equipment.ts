// Equipment area (spec 2 Equipment picker): the shebei category and group trees, 12 projects, 200 pieces
// of the organisation's equipment and 60 pieces shared by partner organisations.
import { Rng, formatDateTime, parseDateTime, serial } from '../random';
import type { CategoryRecord, Equipment, EquipmentData, IdName, SharedEquipment } from '../types';
import { RecordList, leafIds, peopleOf, type TreeSpec } from './trees';

export const EQUIPMENT_COUNT = 200;
export const SHARED_EQUIPMENT_COUNT = 60;

/** Project names, also used by the stock rows of the items area. */
export const PROJECT_NAMES = [
  '天府新区智慧园区建设项目', '成都二期厂房扩建项目', '西部物流中心项目', '锦江数据中心机房改造', '高新区研发楼装修工程',
  '华东区域销售网点建设', '生产线自动化改造项目', '武汉仓储基地项目', '集团ERP升级项目', '光伏屋顶发电项目',
  '污水处理站提标改造', '员工公寓建设项目',
] as const;

const CATEGORY_TREE: TreeSpec = {
  生产设备: { 机加工设备: ['数控车床', '加工中心', '铣床'], 成型设备: ['注塑机', '冲压机'] },
  动力设备: ['空压机', '变压器', '柴油发电机', '冷却塔'],
  物流设备: ['叉车', '堆垛机', '输送线'],
  检测设备: ['三坐标测量仪', '光谱分析仪'],
  办公设备: [],
};

const GROUP_TREE: TreeSpec = {
  关键设备: ['A类关键设备', 'B类关键设备'],
  一般设备: [],
  特种设备: ['压力容器', '起重机械'],
  租赁设备: [],
};

const MODEL_PREFIX = ['CK', 'VMC', 'XK', 'HTF', 'JH', 'S11', 'GF', 'CPD', 'DS', 'LXJ', 'CMM', 'SPEC'];
const OWNER_USE = ['自有自用', '自有出租', '租赁使用', '借用'] as const;
const PRODUCTION_MIN = Date.UTC(2012, 0, 1) / 1000;
const PRODUCTION_MAX = Date.UTC(2024, 11, 31) / 1000;

function equipmentList(
  rng: Rng,
  count: number,
  firstId: number,
  categories: readonly CategoryRecord[],
  groups: readonly CategoryRecord[],
  projects: readonly IdName[],
): Equipment[] {
  const leaves = leafIds(categories);
  const byId = new Map(categories.map((c) => [c.id, c]));
  return Array.from({ length: count }, (_, i) => {
    const id = firstId + i;
    const category = byId.get(rng.pick(leaves)) as CategoryRecord;
    const project = rng.pick(projects);
    const production = rng.int(PRODUCTION_MIN, PRODUCTION_MAX);
    return {
      id,
      name: `${category.name}${rng.pick(['', '', '1号', '2号', '3号', '主', '备用'])}`,
      models: { name: `${rng.pick(MODEL_PREFIX)}-${rng.int(10, 9999)}` },
      equipment_num: serial('SB', id, 5),
      maker_num: `${rng.pick(['MC', 'FN', 'SN'])}${formatDateTime(production).slice(0, 4)}${rng.digits(6)}`,
      project_id: project.id,
      project_name: project.name,
      group: rng.some(groups, 0, 2).map((g) => ({ id: g.id, name: g.name })),
      manufacturer_name: rng.companyName(),
      production_date: formatDateTime(production).slice(0, 10),
      owner_use: rng.pick(OWNER_USE),
      category_id: category.id,
    };
  });
}

function shares(rng: Rng, partnerEquipment: readonly Equipment[]): SharedEquipment[] {
  const companies = Array.from({ length: 6 }, () => rng.companyName());
  return partnerEquipment.map((equipment, i) => {
    const start_time = rng.date();
    return {
      ...equipment,
      id: i + 1,
      equipment,
      company_name: rng.pick(companies),
      start_time,
      end_time: formatDateTime(parseDateTime(start_time) + rng.int(30, 720) * 86400),
    };
  });
}

export function generateEquipment(seed: number): EquipmentData {
  const rng = new Rng(seed);
  const people = peopleOf(rng);
  const categories = new RecordList(rng, people, 'SBFL').addSpec(CATEGORY_TREE).list;
  const groups = new RecordList(rng, people, 'SBFZ').addSpec(GROUP_TREE).list;
  const projects = PROJECT_NAMES.map((name, i) => ({ id: i + 1, name }));
  const equipment = equipmentList(rng, EQUIPMENT_COUNT, 1, categories, groups, projects);
  // partners' equipment has ids of its own range
  const partnerEquipment = equipmentList(rng, SHARED_EQUIPMENT_COUNT, 10001, categories, groups, projects);
  return { categories, groups, projects, equipment, shared: shares(rng, partnerEquipment) };
}
