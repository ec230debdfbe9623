// Projects area (spec 2 §3 Project, §7 Projects): 46 projects of the project category tree (the trees
// area's modular=project), each with its category path, creator and updater; a few switched off (is_on 0),
// which the picker never asks for. The handlers add, change and delete them (ids go on from `next`).
import { Rng, audit, serial } from '../random';
import type { Audit, CategoryRecord } from '../types';
import { peopleOf } from './trees';

export const PROJECT_COUNT = 46;

export interface MockProject extends Audit {
  id: number;
  name: string;
  serial_number: string;
  remark: string;
  category_id: number;
  category: { id: number; path_name: string };
  /** 1 on, 0 off */
  is_on: 0 | 1;
}

export interface ProjectsData {
  projects: MockProject[];
  /** the id of the next project added */
  next: { id: number };
}

const STEMS = ['华东', '西南', '总部', '二期', '智慧', '数字化', '新园区', '北区', '年度', '重点'];
const TOPICS = ['厂房建设', '办公楼改造', '机电安装', '消防改造', '新产品研发', 'ERP升级', '市场推广', '渠道建设', '仓储扩容', '质量提升'];
const REMARKS = ['按季度验收', '甲方指定分包', '含设计与施工', '预算已批复', '跨部门协作', ''];

/** 工程项目 / 土建工程 / 厂房建设: the names from the root down. */
export function pathName(records: readonly CategoryRecord[], id: number): string {
  const byId = new Map(records.map((r) => [r.id, r]));
  const names: string[] = [];
  for (let r = byId.get(id); r; r = r.pid ? byId.get(r.pid) : undefined) names.unshift(r.name);
  return names.join('/');
}

export function generateProjects(seed: number, categories: readonly CategoryRecord[]): ProjectsData {
  const rng = new Rng(seed);
  const people = peopleOf(rng);
  const projects = Array.from({ length: PROJECT_COUNT }, (_, i): MockProject => {
    const id = i + 1;
    const category = rng.pick(categories);
    return {
      id,
      name: `${rng.pick(STEMS)}${rng.pick(TOPICS)}项目`,
      serial_number: serial('XM', id, 4),
      remark: rng.pick(REMARKS),
      category_id: category.id,
      category: { id: category.id, path_name: pathName(categories, category.id) },
      is_on: rng.bool(0.1) ? 0 : 1,
      ...audit(rng, people),
    };
  });
  return { projects, next: { id: PROJECT_COUNT + 1 } };
}
