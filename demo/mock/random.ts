// Seeded pseudo-random numbers and Chinese back-office words for the mock data.
// Never uses Math.random: the same seed gives the same data on every run.

/** mulberry32: a small, fast 32-bit PRNG; returns floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a hash of a string, to derive one independent seed per area from a base seed. */
export function hashSeed(base: number, label: string): number {
  let h = (0x811c9dc5 ^ base) >>> 0;
  for (let i = 0; i < label.length; i++) {
    h ^= label.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

const SURNAMES = [
  '王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '高', '林', '罗',
  '郑', '梁', '谢', '宋', '唐', '许', '韩', '冯', '邓', '曹', '彭', '曾', '肖', '田', '董', '袁', '潘', '蒋', '蔡', '欧阳',
];
const GIVEN_CHARS = [
  '伟', '芳', '娜', '敏', '静', '丽', '强', '磊', '军', '洋', '勇', '艳', '杰', '娟', '涛', '明', '超', '秀', '霞', '平',
  '刚', '桂', '英', '华', '玉', '兰', '志', '文', '建', '国', '红', '晨', '宇', '浩', '欣', '怡', '博', '子', '梓', '涵',
  '俊', '佳', '思', '雨', '嘉', '鑫', '婷', '琳', '雪', '鹏',
];
const CITIES: readonly (readonly [string, string, readonly string[]])[] = [
  ['四川省', '成都市', ['武侯区', '锦江区', '青羊区', '高新区', '金牛区']],
  ['北京市', '北京市', ['朝阳区', '海淀区', '东城区', '丰台区']],
  ['上海市', '上海市', ['浦东新区', '徐汇区', '静安区', '闵行区']],
  ['广东省', '深圳市', ['南山区', '福田区', '宝安区', '龙岗区']],
  ['浙江省', '杭州市', ['西湖区', '滨江区', '余杭区', '拱墅区']],
  ['湖北省', '武汉市', ['江汉区', '洪山区', '武昌区']],
];
const DIGIT_CHARS = '0123456789';
const STREETS = ['天府大道', '人民南路', '科华北路', '建设路', '中山路', '解放路', '长江路', '和平街', '创业路', '交子大道'];
const BRAND_WORDS = ['华', '恒', '泰', '盛', '德', '信', '达', '宏', '源', '鼎', '瑞', '博', '联', '佳', '新', '远', '安', '航', '通', '锦'];
const COMPANY_TAILS = ['科技', '实业', '贸易', '电子', '机械', '建材', '物流', '信息技术', '新材料', '环保', '食品', '医药'];

export interface Region {
  province: string;
  city: string;
  area: string;
  address: string;
}

/** Random helpers over one seeded generator. */
export class Rng {
  private readonly next: () => number;

  constructor(seed: number) {
    this.next = mulberry32(seed);
  }

  /** Float in [0, 1). */
  float(): number {
    return this.next();
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with probability p. */
  bool(p = 0.5): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Picks by weight: weighted([[2, 0.8], [1, 0.2]]). (Plain loops: the big org calls this 60,000 times.) */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (let i = 0; i < entries.length; i++) total += (entries[i] as readonly [T, number])[1];
    let r = this.next() * total;
    for (let i = 0; i < entries.length; i++) {
      const entry = entries[i] as readonly [T, number];
      r -= entry[1];
      if (r < 0) return entry[0];
    }
    return (entries[entries.length - 1] as readonly [T, number])[0];
  }

  /** Between min and max distinct items, in their original order. */
  some<T>(items: readonly T[], min: number, max: number): T[] {
    const count = Math.min(items.length, this.int(min, max));
    const idx = items.map((_, i) => i);
    for (let i = idx.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [idx[i], idx[j]] = [idx[j] as number, idx[i] as number];
    }
    return idx
      .slice(0, count)
      .sort((a, b) => a - b)
      .map((i) => items[i] as T);
  }

  /** Digits string of a given length. */
  digits(length: number): string {
    let s = '';
    for (let i = 0; i < length; i++) s += DIGIT_CHARS[this.int(0, 9)];
    return s;
  }

  /** A date-time in 2024-01-01 .. 2026-12-31 as 'YYYY-MM-DD HH:mm:ss'. */
  date(): string {
    return formatDateTime(this.int(DATE_MIN, DATE_MAX));
  }

  /** A date-time in [after, after + maxDays] (clamped to 2026), same format. */
  dateAfter(after: string, maxDays = 120): string {
    const from = parseDateTime(after);
    const to = Math.min(DATE_MAX, from + maxDays * 86400);
    return formatDateTime(this.int(from, Math.max(from, to)));
  }

  /** Chinese person name: surname + one or two given-name characters. */
  personName(): string {
    const given = this.bool(0.65) ? this.pick(GIVEN_CHARS) + this.pick(GIVEN_CHARS) : this.pick(GIVEN_CHARS);
    return this.pick(SURNAMES) + given;
  }

  /** Mainland mobile number 1[3-9]xxxxxxxxx. */
  mobile(): string {
    return `1${this.int(3, 9)}${this.digits(9)}`;
  }

  email(prefix: string): string {
    return `${prefix}@${this.pick(['163.com', 'qq.com', 'example.cn', 'corp.example.com', '126.com'])}`;
  }

  region(): Region {
    const [province, city, areas] = this.pick(CITIES);
    const area = this.pick(areas);
    return { province, city, area, address: `${this.pick(STREETS)}${this.int(1, 999)}号` };
  }

  /** e.g. '成都恒泰科技有限公司'. */
  companyName(): string {
    const [, city] = this.pick(CITIES);
    return `${city.replace('市', '')}${this.pick(BRAND_WORDS)}${this.pick(BRAND_WORDS)}${this.pick(COMPANY_TAILS)}有限公司`;
  }

  /** Brand such as '恒达'. */
  brand(): string {
    return this.pick(BRAND_WORDS) + this.pick(BRAND_WORDS);
  }

  /** 18-character unified social credit code (digits and upper-case letters without I, O, Z, S, V). */
  creditCode(): string {
    const chars = '0123456789ABCDEFGHJKLMNPQRTUWXY';
    let s = this.pick(['91', '92', '93', '12', '52']) + this.digits(6);
    while (s.length < 18) s += chars[this.int(0, chars.length - 1)];
    return s;
  }
}

const DATE_MIN = Date.UTC(2024, 0, 1) / 1000;
const DATE_MAX = Date.UTC(2026, 11, 31, 23, 59, 59) / 1000;

const pad = (n: number) => String(n).padStart(2, '0');
const PAD2 = Array.from({ length: 60 }, (_, i) => pad(i));
/** 'YYYY-MM-DD' per day since the epoch: the big areas format tens of thousands of dates over ~1,100 days. */
const dayStrings = new Map<number, string>();

/** Seconds since the epoch (UTC) → 'YYYY-MM-DD HH:mm:ss'. */
export function formatDateTime(seconds: number): string {
  const s = Math.floor(seconds);
  if (!Number.isFinite(s)) return 'NaN-NaN-NaN NaN:NaN:NaN';
  const day = Math.floor(s / 86400);
  let date = dayStrings.get(day);
  if (date === undefined) {
    const d = new Date(day * 86400000);
    date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
    if (dayStrings.size < 20000) dayStrings.set(day, date);
  }
  const t = s - day * 86400;
  return `${date} ${PAD2[Math.floor(t / 3600)]}:${PAD2[Math.floor((t % 3600) / 60)]}:${PAD2[t % 60]}`;
}

/** 'YYYY-MM-DD[ HH:mm:ss]' → seconds since the epoch (UTC). */
export function parseDateTime(s: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(s);
  if (!m) return NaN;
  const [, y, mo, d, h = '0', mi = '0', se = '0'] = m;
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(se)) / 1000;
}

/** Audit fields with updated_at at or after created_at (same draws as date() then dateAfter(created_at)). */
export function audit(rng: Rng, people: readonly string[]) {
  const created = rng.int(DATE_MIN, DATE_MAX);
  const created_by = rng.pick(people);
  const updated_by = rng.pick(people);
  const updated = rng.int(created, Math.max(created, Math.min(DATE_MAX, created + 120 * 86400)));
  return { created_by, created_at: formatDateTime(created), updated_by, updated_at: formatDateTime(updated) };
}

/** Zero-padded serial number with a prefix: serial('BM', 7, 4) → 'BM0007'. */
export function serial(prefix: string, n: number, width = 4): string {
  return prefix + String(n).padStart(width, '0');
}

// ---------------------------------------------------------------- word lists for the generators

/** Level-1 departments (事业部 / 中心) with what grows under them: level 2 `${stem}二部`, level 3 `第3车间`
 * (workshop kinds, topics empty) or `${topic}一科`, then 班组 / 组 and 班 / 小组. */
export const DEPARTMENT_KINDS: readonly { name: string; stem: string; topics: readonly string[]; className: string }[] = [
  { name: '生产事业部', stem: '生产', topics: [], className: '生产部门' },
  { name: '制造中心', stem: '制造', topics: [], className: '生产部门' },
  { name: '设备动力事业部', stem: '设备', topics: [], className: '生产部门' },
  { name: '研发中心', stem: '研发', topics: ['软件', '硬件', '结构', '测试', '工艺'], className: '研发部门' },
  { name: '信息中心', stem: '信息', topics: ['运维', '开发', '数据', '网络'], className: '研发部门' },
  { name: '质量中心', stem: '质量', topics: ['质检', '体系', '计量', '检验'], className: '生产部门' },
  { name: '营销中心', stem: '销售', topics: ['市场', '渠道', '客户', '商务'], className: '业务部门' },
  { name: '采购中心', stem: '采购', topics: ['寻源', '执行', '供应商管理', '物料'], className: '业务部门' },
  { name: '物流事业部', stem: '物流', topics: ['仓储', '运输', '配送', '调度'], className: '业务部门' },
  { name: '工程事业部', stem: '工程', topics: ['设计', '施工', '安装', '监理'], className: '业务部门' },
  { name: '国际事业部', stem: '国际', topics: ['进出口', '海外销售', '报关'], className: '业务部门' },
  { name: '财务中心', stem: '财务', topics: ['会计', '资金', '税务', '成本'], className: '职能部门' },
  { name: '人力资源中心', stem: '人事', topics: ['招聘', '培训', '薪酬', '绩效'], className: '职能部门' },
  { name: '行政中心', stem: '行政', topics: ['综合', '后勤', '安保', '档案'], className: '职能部门' },
];

export const POSITION_WORDS = [
  '总经理', '副总经理', '财务总监', '采购经理', '采购专员', '会计', '出纳', '人事专员', '行政助理', '前端工程师',
  '后端工程师', '测试工程师', '产品经理', '销售经理', '销售代表', '仓库管理员', '质检员', '司机', '法务专员', '运维工程师',
] as const;

export const STAFF_GROUP_WORDS = ['管理层', '审批组', '采购小组', '财务小组', '值班组', '培训讲师', '安全员', '工会'] as const;

export const GOODS_WORDS = {
  level1: ['办公用品', '电子设备', '生产物料'],
  level2: [
    ['文具', '纸品', '办公家具'],
    ['电脑整机', '网络设备', '外设配件'],
    ['五金工具', '包装材料', '化工原料'],
  ],
  level3: [
    [['签字笔', '文件夹'], ['打印纸', '便签纸'], ['办公桌', '办公椅']],
    [['笔记本电脑', '台式电脑'], ['交换机', '路由器'], ['显示器', '键盘鼠标']],
    [['扳手', '螺丝刀'], ['纸箱', '缠绕膜'], ['酒精', '润滑油']],
  ],
  adjectives: ['加厚', '标准', '高级', '经济型', '耐用', '便携', '工业级', '商务', '环保', '静音'],
  /** Specs and units per level-1 category (same order as level1). */
  specs: [
    ['A4', 'A3', '黑色', '蓝色', '加大号', '10只装'],
    ['16G', '32G', '24寸', '27寸', '千兆', '无线'],
    ['500ml', '1L', '5米', '10米', 'M8', '加厚'],
  ],
  units: [
    ['个', '支', '包', '盒', '张'],
    ['台', '套', '个'],
    ['把', '卷', '瓶', '箱'],
  ],
  priceUnits: ['元', '元/个', '元/箱', '元/台'],
  services: ['上门安装服务', '设备维保服务', '清洁服务', '运输服务', '技术咨询服务', '培训服务'],
  groups: ['常用物品', '集采物品', '低值易耗品', '固定资产', '进口物品'],
  littleCategories: [
    '笔类', '本册', '胶粘用品', '存储设备', '线缆', '耗材', '刀具', '量具', '劳保用品', '清洁用品', '照明', '电池', '标签',
    '包装袋', '桌面收纳',
  ],
} as const;

export const PARTNER_WORDS = {
  supplierTypes: ['生产商', '经销商', '代理商', '服务商', '物流商', '个体户'],
  classify: ['战略供应商', '优选供应商', '合格供应商', '试用供应商', '淘汰供应商'],
  restricts: ['允许付款', '允许收票', '允许收货'] as const,
  contactDescribes: ['采购对接人', '财务对接人', '技术支持', '商务负责人', '仓库收货人', '售后服务'],
} as const;
