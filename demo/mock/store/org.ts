// Org area: one tenant (锦程集团) of exactly 10,000 organisation nodes and exactly 20,000 staff ("big
// organisations are normal"). The nodes are the head company 锦程集团总公司, three 分公司 under it and 9,996
// departments in trees 4 to 5 levels deep under the companies: 事业部 / 中心 → 部 (生产二部) → 车间 / 科
// (第3车间, 会计一科) → 班组 / 组 → 班 / 小组. 20 positions, 8 staff groups. Staff 1 is the logged-in user.
// Generation is linear (no ancestry() per node: path_name is built from the parent's on the way down).
import { DEPARTMENT_KINDS, POSITION_WORDS, Rng, STAFF_GROUP_WORDS, audit, serial, type Region } from '../random';
import type { Department, OrgData, Position, Staff, StaffDepartmentRef, StaffGroup, StaffPost, StaffStatus } from '../types';

export const STAFF_COUNT = 20_000;
/** Nodes of the organisation tree (/base/department/list), the 4 company nodes included. */
export const DEPARTMENT_COUNT = 10_000;
/** Departments (company nodes excluded) of each 分公司; the head company has the rest (3,996). */
export const SUBSIDIARY_DEPARTMENTS = 2_000;
/** Deepest department level below a company (level 1 = 事业部 / 中心). */
export const MAX_DEPARTMENT_LEVEL = 5;

const GROUP_NAME = '锦程集团';
const HEAD_CITY = '成都';
const SUBSIDIARY_CITIES = ['成都', '北京', '上海'] as const;
/** Level-1 departments of the head company and of each 分公司. */
const LEVEL1 = { head: 12, subsidiary: 8 } as const;
/** Children per node, by the children's level (2 to 5). */
const FANOUT: Record<number, readonly [number, number]> = { 2: [4, 6], 3: [4, 6], 4: [3, 6], 5: [2, 4] };

type Kind = (typeof DEPARTMENT_KINDS)[number];
interface Slot {
  dept: Department;
  level: number;
  kind: Kind;
  children: number;
}

const CN_DIGITS = '零一二三四五六七八九';
const STEMS = '甲乙丙丁戊己庚辛壬癸';

/** 1 → 一, 12 → 十二, 40 → 四十, 99 → 九十九 (beyond 99 Arabic digits). */
export function cnNumber(n: number): string {
  const ones = CN_DIGITS[n % 10] as string;
  if (n < 10) return ones;
  if (n >= 100) return String(n);
  const tens = Math.floor(n / 10);
  return (tens === 1 ? '' : CN_DIGITS[tens]) + '十' + (n % 10 ? ones : '');
}

/** Name of the i-th child (1-based) at a level (2 to 5) of a level-1 kind; unique among its siblings. */
function childName(kind: Kind, level: number, i: number): string {
  const workshop = kind.topics.length === 0;
  switch (level) {
    case 2:
      return `${kind.stem}${cnNumber(i)}部`;
    case 3: {
      if (workshop) return `第${i}车间`;
      const n = kind.topics.length;
      return `${kind.topics[(i - 1) % n]}${cnNumber(Math.floor((i - 1) / n) + 1)}科`;
    }
    case 4:
      return workshop ? `第${i}班组` : `${cnNumber(i)}组`;
    default:
      return workshop ? `${STEMS[i - 1] ?? i}班` : `第${i}小组`;
  }
}

/** A region in the named city (the last one drawn if 30 draws find none). */
function regionIn(rng: Rng, city: string): Region {
  let r = rng.region();
  for (let i = 0; i < 30 && !r.city.startsWith(city); i++) r = rng.region();
  return r;
}

function departments(rng: Rng, people: readonly string[]): Department[] {
  const list: Department[] = [];
  let deptNo = 0;
  const make = (name: string, parent: Department | undefined, isCompany: boolean, className: string, region: Region) => {
    const id = list.length + 1;
    const a = audit(rng, people);
    const path_name = parent ? parent.path_name.slice() : [];
    path_name.push(name);
    // fields written out, not spread: this runs 10,000 times
    const dept: Department = {
      id,
      name,
      serial_number: isCompany ? serial('GS', id, 2) : serial('BM', ++deptNo, 5),
      province: region.province,
      city: region.city,
      area: region.area,
      address: region.address,
      class_name: className,
      pid: parent?.id ?? 0,
      company_id: isCompany || !parent ? id : parent.company_id,
      is_company: isCompany,
      path_name,
      created_by: a.created_by,
      created_at: a.created_at,
      updated_by: a.updated_by,
      updated_at: a.updated_at,
    };
    list.push(dept);
    return dept;
  };
  // a department sits in its company's city, at an address of its own
  const regionOf = (company: Department): Region => ({
    province: company.province,
    city: company.city,
    area: company.area,
    address: rng.region().address,
  });

  /** Breadth first: every level-1 department, then their children, ... until the quota is used up. */
  const grow = (company: Department, level1: number, quota: number) => {
    const queue: Slot[] = rng
      .some(DEPARTMENT_KINDS, level1, level1)
      .map((kind) => ({ dept: make(kind.name, company, false, kind.className, regionOf(company)), level: 1, kind, children: 0 }));
    let left = quota - queue.length;
    // when the whole tree is grown and departments are still due, a new pass gives existing nodes more children
    for (let at = 0; left > 0; at = (at + 1) % queue.length) {
      const slot = queue[at] as Slot;
      if (slot.level >= MAX_DEPARTMENT_LEVEL) continue;
      const level = slot.level + 1;
      const [lo, hi] = FANOUT[level] as readonly [number, number];
      const n = Math.min(left, rng.int(lo, hi));
      for (let k = 0; k < n; k++) {
        slot.children += 1;
        const name = childName(slot.kind, level, slot.children);
        const dept = make(name, slot.dept, false, slot.kind.className, regionOf(company));
        queue.push({ dept, level, kind: slot.kind, children: 0 });
      }
      left -= n;
    }
  };

  const head = make(`${GROUP_NAME}总公司`, undefined, true, '总公司', regionIn(rng, HEAD_CITY));
  const subsidiaries = SUBSIDIARY_CITIES.map((city) => make(`${GROUP_NAME}${city}分公司`, head, true, '分公司', regionIn(rng, city)));
  const companyCount = 1 + subsidiaries.length;
  grow(head, LEVEL1.head, DEPARTMENT_COUNT - companyCount - subsidiaries.length * SUBSIDIARY_DEPARTMENTS);
  for (const s of subsidiaries) grow(s, LEVEL1.subsidiary, SUBSIDIARY_DEPARTMENTS);
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

/** Weights of a staff member's extra departments (0 to 2), staff groups (0 to 2) and status (80 % 在岗, 10 % 待岗, 10 % 离职). */
const EXTRA_DEPARTMENTS: readonly (readonly [0 | 1 | 2, number])[] = [[0, 0.6], [1, 0.3], [2, 0.1]];
const GROUP_COUNTS: readonly (readonly [0 | 1 | 2, number])[] = [[0, 1], [1, 1], [2, 1]];
const STATUSES: readonly (readonly [StaffStatus, number])[] = [[2, 0.8], [1, 0.1], [3, 0.1]];

/** Up to 2 distinct items other than `except`, in list order; no shuffle, so cheap on a long list. */
function few<T>(rng: Rng, items: readonly T[], count: 0 | 1 | 2, except?: T): T[] {
  const out: T[] = [];
  let first = -1;
  for (let tries = 0; out.length < count && tries < 16; tries++) {
    const i = rng.int(0, items.length - 1);
    const item = items[i] as T;
    if (item === except || i === first) continue;
    if (first >= 0 && i < first) out.unshift(item);
    else out.push(item);
    first = i;
  }
  return out;
}

function staffList(
  rng: Rng,
  names: readonly string[],
  depts: readonly Department[],
  pos: readonly Position[],
  groups: readonly StaffGroup[],
): Staff[] {
  const people = names.slice(0, 30);
  const plain: Department[] = [];
  const byCompany = new Map<number, Department[]>();
  for (const d of depts) {
    if (d.is_company) continue;
    plain.push(d);
    const same = byCompany.get(d.company_id);
    if (same) same.push(d);
    else byCompany.set(d.company_id, [d]);
  }
  // staff 1 (the logged-in user) sits in the first level-1 department of the head company and is on post
  const headId = (depts[0] as Department).id;
  const home = plain.find((d) => d.pid === headId) as Department;
  // 20,000 rows: the department, position and group references are shared, read-only objects (one per record)
  const refs = new Map<number, StaffDepartmentRef>(plain.map((d) => [d.id, { id: d.id, serial_number: d.serial_number, name: d.name }]));
  const groupRefs = groups.map((g) => ({ id: g.id, name: g.name }));
  let postId = 1;
  return names.map((name, i) => {
    const id = i + 1;
    const main = id === 1 ? home : rng.pick(plain);
    const extras = few(rng, byCompany.get(main.company_id) ?? [], rng.weighted(EXTRA_DEPARTMENTS), main);
    const mainRef = refs.get(main.id) as StaffDepartmentRef;
    const all = [mainRef];
    for (const d of extras) all.push(refs.get(d.id) as StaffDepartmentRef);
    const status: StaffStatus = id === 1 ? 2 : rng.weighted(STATUSES);
    const a = audit(rng, people);
    const staffPositions = few(rng, pos, rng.bool() ? 1 : 2);
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
      serial_number: serial('YG', id, 5),
      status,
      staff_group: few(rng, groupRefs, rng.weighted(GROUP_COUNTS)),
      departments: all,
      department: mainRef,
      company_id: main.company_id,
      positions: staffPositions,
      post_list,
      created_by: a.created_by,
      created_at: a.created_at,
      updated_by: a.updated_by,
      updated_at: a.updated_at,
    };
  });
}

export function generateOrg(seed: number): OrgData {
  const rng = new Rng(seed);
  const names = Array.from({ length: STAFF_COUNT }, () => rng.personName());
  const people = names.slice(0, 30);
  const depts = departments(rng, people);
  const pos = positions();
  const groups = staffGroups(rng, people);
  const staff = staffList(rng, names, depts, pos, groups);
  return { departments: depts, positions: pos, staffGroups: groups, staff, currentStaffId: 1 };
}
