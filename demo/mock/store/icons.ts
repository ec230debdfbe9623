// Icons area (spec 2 Icon pickers): a 2-level icon category tree (3 roots, 8 leaves) and 400 icons
// (8 leaves × 5 subjects × 10 styles) whose icon_code is a data: URL of an inline SVG.
import { Rng } from '../random';
import type { IconRecord, IconsData, IdName } from '../types';
import { COLORS, svgDataUrl } from './sucai';

type Subject = readonly [zh: string, en: string];

/** Root → leaf → five subjects (Chinese name, code word). */
const ICON_TREE: readonly (readonly [string, readonly (readonly [string, readonly Subject[]])[]])[] = [
  ['系统图标', [
    ['通用', [['首页', 'home'], ['设置', 'setting'], ['用户', 'user'], ['搜索', 'search'], ['消息', 'message']]],
    ['导航', [['菜单', 'menu'], ['返回', 'back'], ['前进', 'forward'], ['刷新', 'refresh'], ['更多', 'more']]],
    ['状态', [['成功', 'success'], ['警告', 'warning'], ['错误', 'error'], ['信息', 'info'], ['加载', 'loading']]],
  ]],
  ['业务图标', [
    ['电商', [['购物车', 'cart'], ['钱包', 'wallet'], ['优惠券', 'coupon'], ['订单', 'order'], ['店铺', 'shop']]],
    ['办公', [['日历', 'calendar'], ['审批', 'approve'], ['报表', 'report'], ['会议', 'meeting'], ['通讯录', 'contacts']]],
    ['物流', [['货车', 'truck'], ['仓库', 'warehouse'], ['包裹', 'package'], ['定位', 'location'], ['签收', 'sign']]],
  ]],
  ['文件媒体', [
    ['文件', [['文件', 'file'], ['文件夹', 'folder'], ['下载', 'download'], ['上传', 'upload'], ['打印', 'print']]],
    ['媒体', [['图片', 'image'], ['视频', 'video'], ['音乐', 'music'], ['相机', 'camera'], ['麦克风', 'mic']]],
  ]],
];

const STYLES: readonly (readonly [zh: string, en: string])[] = [
  ['线性', 'line'], ['面性', 'fill'], ['双色', 'duo'], ['圆角', 'round'], ['细线', 'thin'],
  ['粗线', 'bold'], ['圆形', 'circle'], ['方形', 'square'], ['渐变', 'gradient'], ['手绘', 'hand'],
];

export const ICON_COUNT = 400;

export function generateIcons(seed: number): IconsData {
  const rng = new Rng(seed);
  const categories: (IdName & { pid: number })[] = [];
  const icons: IconRecord[] = [];
  for (const [rootName, leaves] of ICON_TREE) {
    const root = { id: categories.length + 1, pid: 0, name: rootName };
    categories.push(root);
    for (const [leafName, subjects] of leaves) {
      const leaf = { id: categories.length + 1, pid: root.id, name: leafName };
      categories.push(leaf);
      for (const [zh, en] of subjects) {
        STYLES.forEach(([styleZh, styleEn], s) => {
          const color = rng.pick(COLORS);
          icons.push({
            id: icons.length + 1,
            name: `${zh}-${styleZh}`,
            code: `icon-${en}-${styleEn}`,
            color,
            icon_code: svgDataUrl({ color, glyph: zh.charAt(0), shape: s % 2 ? 'circle' : 'square', outline: s % 3 === 0 }),
            is_checked: false,
            pid: leaf.id,
          });
        });
      }
    }
  }
  return { categories, icons };
}
