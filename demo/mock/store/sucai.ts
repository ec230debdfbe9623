// Materials (sucai) area: 5 sources, the 7 material types, a category tree, a group tree and 300
// materials whose covers are data: URLs of tiny generated SVGs (the demo works offline). Also exports
// svgDataUrl, used for the icons and the shop covers.
import { Rng, serial } from '../random';
import type { CategoryRecord, IdName, Material, SucaiData, SucaiTypeId } from '../types';
import { STAFF_COUNT } from './org';
import { RecordList, leafIds, peopleOf, type TreeSpec } from './trees';

export const MATERIAL_COUNT = 300;

export const COLORS = ['#4f6bed', '#0f9d58', '#f4b400', '#db4437', '#8e44ad', '#16a085', '#e67e22', '#2c3e50'] as const;

export interface SvgOptions {
  /** Fill (or stroke, with outline) colour. */
  color: string;
  /** One character drawn in the middle. */
  glyph: string;
  shape?: 'square' | 'circle';
  /** Stroke only, glyph in the colour. */
  outline?: boolean;
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** data: URL of a 64×64 SVG: a coloured square or circle with a glyph. */
export function svgDataUrl({ color, glyph, shape = 'square', outline = false }: SvgOptions): string {
  const paint = outline ? `fill="none" stroke="${color}" stroke-width="4"` : `fill="${color}"`;
  const body = shape === 'circle' ? `<circle cx="32" cy="32" r="28" ${paint}/>` : `<rect x="4" y="4" width="56" height="56" rx="10" ${paint}/>`;
  const text =
    `<text x="32" y="42" font-size="28" font-family="sans-serif" text-anchor="middle" ` +
    `fill="${outline ? color : '#ffffff'}">${xml(glyph)}</text>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">${body}${text}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const SOURCES = ['本地上传', '素材库采集', '设计部提供', '供应商提供', '系统内置'] as const;

/** Name, formats, title words and the cover glyph (undefined: the title's first character) per type. */
const TYPES: Readonly<Record<SucaiTypeId, { name: string; formats: readonly string[]; titles: readonly string[]; glyph?: string }>> = {
  1: { name: '图片', formats: ['png', 'jpg', 'gif'], titles: ['产品主图', '活动海报', '门店实景', '工厂全景', '展会现场', '宣传横幅', '节日贺卡'] },
  2: { name: '音频', formats: ['mp3', 'wav'], titles: ['企业宣传配音', '背景音乐', '培训录音', '会议录音'], glyph: '音' },
  3: { name: '视频', formats: ['mp4', 'mov'], titles: ['产品演示视频', '企业宣传片', '操作培训视频', '活动花絮'], glyph: '视' },
  4: { name: '文本', formats: ['txt'], titles: ['公司简介', '产品介绍文案', '招聘启事', '活动通知'], glyph: '文' },
  5: { name: '文件', formats: ['pdf', 'docx', 'xlsx', 'pptx'], titles: ['产品手册', '报价单模板', '合同范本', '培训课件'], glyph: '档' },
  6: { name: '图标', formats: ['svg', 'png'], titles: ['首页图标', '购物车图标', '消息图标', '设置图标', '用户图标', '搜索图标'] },
  7: { name: '链接', formats: ['url'], titles: ['官网首页', '产品商城', '在线客服', '帮助中心'], glyph: '链' },
};
const TYPE_WEIGHTS: readonly (readonly [SucaiTypeId, number])[] = [[1, 0.35], [2, 0.06], [3, 0.1], [4, 0.08], [5, 0.1], [6, 0.24], [7, 0.07]];

const CATEGORY_TREE: TreeSpec = {
  品牌宣传: ['企业形象', '广告海报'],
  产品素材: { 产品图片: [], 产品视频: [] },
  营销活动: ['节日活动', '促销活动'],
  办公素材: ['文档模板', '图标库'],
};
const GROUP_TREE: TreeSpec = { 我的素材: [], 团队共享: ['设计组', '市场组'], 精选素材: [] };

const TEXTS = ['我们致力于为客户提供优质的产品和服务。', '本次活动期间全场满减，欢迎选购。', '诚聘销售经理两名，待遇从优。'];

function materials(
  rng: Rng,
  sources: readonly IdName[],
  categories: readonly CategoryRecord[],
  groups: readonly CategoryRecord[],
): Material[] {
  const leaves = leafIds(categories);
  const byId = new Map(categories.map((c) => [c.id, c]));
  const titleCount = new Map<string, number>();
  const staff = () => rng.int(1, STAFF_COUNT);
  return Array.from({ length: MATERIAL_COUNT }, (_, i) => {
    const id = i + 1;
    const typeId = rng.weighted(TYPE_WEIGHTS);
    const type = TYPES[typeId];
    const word = rng.pick(type.titles);
    const n = (titleCount.get(word) ?? 0) + 1;
    titleCount.set(word, n);
    const title = `${word}${String(n).padStart(2, '0')}`;
    const source = rng.pick(sources);
    const category = byId.get(rng.pick(leaves)) as CategoryRecord;
    const created_at = rng.date();
    const submit_at = rng.dateAfter(created_at, 10);
    const image_url = svgDataUrl({ color: rng.pick(COLORS), glyph: type.glyph ?? title.charAt(0), shape: typeId === 6 ? 'circle' : 'square' });
    return {
      id,
      title,
      serial_number: serial('SC', id, 5),
      source: source.name,
      source_id: source.id,
      created_staff_id: staff(),
      submit_staff_id: staff(),
      updated_staff_id: staff(),
      created_at,
      submit_at,
      updated_at: rng.dateAfter(submit_at, 90),
      checked: false,
      sucai_type_id: typeId,
      sucai_format: rng.pick(type.formats),
      cover: { image_url },
      content: typeId === 4 ? rng.pick(TEXTS) : typeId === 7 ? `https://www.example.cn/page/${id}` : '',
      file_info: { attachment_id: 100000 + id, image_url },
      approval_status: rng.weighted<0 | 1 | 2>([[1, 0.8], [0, 0.12], [2, 0.08]]),
      category_id: category.id,
      category_name: category.name,
      sucai_group: rng.some(groups, 0, 2).map((g) => ({ id: g.id, name: g.name })),
    };
  });
}

export function generateSucai(seed: number): SucaiData {
  const rng = new Rng(seed);
  const people = peopleOf(rng);
  const sources = SOURCES.map((name, i) => ({ id: i + 1, name }));
  const types = (Object.keys(TYPES) as `${SucaiTypeId}`[]).map((k) => ({ id: Number(k) as SucaiTypeId, name: TYPES[k].name }));
  const categories = new RecordList(rng, people, 'SCFL').addSpec(CATEGORY_TREE).list;
  const groups = new RecordList(rng, people, 'SCFZ').addSpec(GROUP_TREE).list;
  return { sources, types, categories, groups, materials: materials(rng, sources, categories, groups) };
}
