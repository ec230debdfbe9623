// Org area: one group company with three subsidiaries, ~40 departments (3 levels under each company),
// 20 positions, 8 staff groups and 240 staff. Staff 1 is the logged-in user.
import { DEPARTMENT_WORDS, POSITION_WORDS, Rng, STAFF_GROUP_WORDS, audit, serial } from '../random';
import { ancestry } from '../tree';
import type { Department, OrgData, Position, Staff, StaffGroup, StaffPost, StaffStatus } from '../types';

export const STAFF_COUNT = 240;
const GROUP_NAME = '锦程集团';
const SUBSIDIARY_CITIES = ['成都', '北京', '上海'] as const;

type Audited = Pick<Department, 'created_by' | 'created_at' | 'updated_by' | 'updated_at'>;

function departments(rng: Rng, people: readonly string[]): Department[] {
  const list: Department[] = [];
  let nextId = 1;
  let deptNo = 1;
  const add = (name: string, pid: number, companyId: number, isCompany: boolean, className: string): Department => {
    const id = nextId++;
    const region = rng.region();
    const a: Audited = audit(rng, people);
    const dept: Department = {
      id,
      name,
      serial_number: isCompany ? serial('GS', id, 2) : serial('BM', deptNo++),
      ...region,
      class_name: className,
      pid,
      company_id: isCompany ? id : companyId,
      is_company: isCompany,
      path_name: [],
      ...a,
    };
    list.push(dept);
    return dept;
  };

  const group = add(`${GROUP_NAME}总公司`, 0, 0, true, '总公司');
  const companies = [
    group,
    ...SUBSIDIARY_CITIES.map((city) => add(`${GROUP_NAME}${city}分公司`, group.id, 0, true, '分公司')),
  ];
  for (const company of companies) {
    for (const l1 of rng.some(DEPARTMENT_WORDS.level1, 3, 3)) {
      const d1 = add(l1, company.id, company.id, false, rng.pick(DEPARTMENT_WORDS.classes));
      const level2 = rng.some(DEPARTMENT_WORDS.level2, 1, 2);
      level2.forEach((l2, i) => {
        const d2 = add(l2, d1.id, company.id, false, d1.class_name);
        // the first child of every level-1 department always has a level-3 child: depth >= 3 everywhere
        const level3 = i === 0 ? rng.some(DEPARTMENT_WORDS.level3, 1, 1) : [];
        for (const l3 of level3) add(`${l2}${l3}`, d2.id, company.id, false, d1.class_name);
      });
    }
  }
  for (const d of list) d.path_name = ancestry(list, d.id).map((a) => a.name);
  return list;
}

function positions(): Position[] {
  return POSITION_WORDS.map((name, i) => ({ id: i + 1, name, serial_number: serial('GW', i + 1, 3) }));
}

function staffGroups(rng: Rng, people: readonly string[]): StaffGroup[] {
  return STAFF_GROUP_WORDS.map((name, i) => ({
    id: i + 1,
    name,
    serial_number: serial('YZ', i + 1, 2),
    pid: 0,
    remark: '',
    path_level: String(i + 1),
    ...audit(rng, people),
  }));
}

function staffList(
  rng: Rng,
  names: readonly string[],
  depts: readonly Department[],
  pos: readonly Position[],
  groups: readonly StaffGroup[],
): Staff[] {
  const people = names.slice(0, 30);
  const plain = depts.filter((d) => !d.is_company);
  const firstCompanyDepts = plain.filter((d) => d.company_id === depts[0]?.company_id && d.pid === d.company_id);
  let postId = 1;
  return names.map((name, i) => {
    const id = i + 1;
    // staff 1 (the logged-in user) sits in a level-1 department of the group company and is on post
    const main = id === 1 ? (firstCompanyDepts[0] as Department) : rng.pick(plain);
    const sameCompany = plain.filter((d) => d.company_id === main.company_id && d.id !== main.id);
    const extra = rng.some(sameCompany, 0, 2);
    const all = [main, ...extra].map((d) => ({ id: d.id, serial_number: d.serial_number, name: d.name }));
    const status: StaffStatus = id === 1 ? 2 : rng.weighted<StaffStatus>([[2, 0.8], [1, 0.1], [3, 0.1]]);
    const a = audit(rng, people);
    const staffPositions = rng.some(pos, 1, 2);
    const post_list: StaffPost[] = staffPositions.map((p) => ({
      id: postId++,
      serial_number: p.serial_number,
      post_name: p.name,
      start_date: a.created_at.slice(0, 10),
      end_date: status === 3 ? a.updated_at.slice(0, 10) : '',
    }));
    return {
      id,
      ds_id: 10000 + id,
      name,
      mobile: rng.mobile(),
      staff_info: { gender: rng.bool() ? 1 : 2 },
      serial_number: serial('YG', id),
      status,
      staff_group: rng.some(groups, 0, 2).map((g) => ({ id: g.id, name: g.name })),
      departments: all,
      department: all[0] as Staff['department'],
      company_id: main.company_id,
      positions: staffPositions.map((p) => ({ ...p })),
      post_list,
      ...a,
    };
  });
}

export function generateOrg(seed: number): OrgData {
  const rng = new Rng(seed);
  const names = Array.from({ length: STAFF_COUNT }, () => rng.personName());
  const depts = departments(rng, names.slice(0, 30));
  const pos = positions();
  const groups = staffGroups(rng, names.slice(0, 30));
  const staff = staffList(rng, names, depts, pos, groups);
  return { departments: depts, positions: pos, staffGroups: groups, staff, currentStaffId: 1 };
}
