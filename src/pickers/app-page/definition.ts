/**
 * bo-app-page-picker (spec 2 §2 App page pickers, §3 App page, Own page, No-code page, Picked page result,
 * Page source options, §4, §5, §7 Projects / templates / pages, §8; spec 3 §7 Application pages): one
 * element, a `variant` per list — own pages (with 新增页面, 删除 and 应用管理), mobile H5 pages, homepage
 * pages, no-code pages, and the navigation picker with its nine tabs. Only published pages (page_status
 * 2); addresses get the company id; bo-confirm's records are the rows, `detail.pages` the picked pages
 * (serial_number, name, link, id, type).
 * Nothing chosen: 请选择页面.
 */
import '../../core/i18n/areas/pages';
import { NAVIGATE_EVENT } from '../../core/navigate';
import { attr } from '../../core/runtime';
import type { PickerDefinition } from '../../kit/picker/types';
import { pageSections, VARIANTS } from './sections';

const attributes = {
  variant: attr.enum(
    VARIANTS,
    'own',
    'own 我的页面（默认：新增页面、删除、应用管理）、h5 移动H5页面、home 首页页面、nocode 无代码页面、nav 导航页面（9 个页签）',
  ),
  appId: attr.number<number | undefined>(undefined, '应用 id：我的页面与首页页面只列该应用的页面（app_id），新增页面时预选，应用管理链接带上它'),
};

const TITLES = {
  own: 'appPagePicker.ownTitle',
  h5: 'appPagePicker.h5Title',
  home: 'appPagePicker.homeTitle',
  nocode: 'appPagePicker.nocodeTitle',
  nav: 'appPagePicker.navTitle',
} as const;

const events = { 'bo-navigate': NAVIGATE_EVENT };

export const appPagePicker: PickerDefinition<typeof attributes, typeof events> = {
  tag: 'bo-app-page-picker',
  description: '选择应用页面：我的页面、移动H5页面、首页页面、无代码页面或导航页面（9 类页签）；只列已发布页面，地址中的公司 id 已填入',
  title: ({ props, t }) => t(TITLES[props.variant] ?? 'appPagePicker.title'),
  defaultMode: 'radio',
  attributes,
  sections: ({ props, t }) => pageSections({ variant: props.variant, appId: props.appId }, t),
  detail: {
    pages: {
      type: 'Array<{ id: number; serial_number: string; name: string; link: string; type: number }>',
      description: '所选页面（与 records 同序）：编号、名称、链接（公司 id 已填入）、id、类型（导航页签 1–9：我的页面 2、首页 3、无代码 4、H5 5）',
    },
  },
  events,
};
