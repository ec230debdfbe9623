// App pages area (spec 2 §3 App page, Own page, No-code page, Page source options; spec 3 §7 Application
// pages): app pages of the nine navigation types, own pages and homepage pages of four applications,
// no-code pages with their sources, the company's authorised functions and their applications. About one
// page in five is not published (page_status 1) and one homepage page in five is disabled (is_enable 0),
// so that a list shows only what its filters ask for; some addresses hold the {company_id} placeholder.
import { Rng, audit, serial } from '../random';
import type { Audit } from '../types';

export interface MockAppPage extends Audit {
  id: number;
  type: number;
  serial_number: string;
  page_name: string;
  page_url: string;
  page_status: number;
  icon: string;
  icon_color: string;
  model_function_list: { id: number; name: string }[];
  app_id: number;
  /** homepage pages: 1 enabled, 0 disabled */
  is_enable: number;
}

export interface MockOwnPage {
  id: number;
  app_id: number;
  serial_number: string;
  page_name: string;
  page_status: number;
  page_url: string;
  page_application: number;
  page_image: string[];
  create_by: string;
  created_at: string;
  updated_by: string;
  updated_at: string;
}

export interface MockNocodePage extends Audit {
  id: number;
  serial_number: string;
  name: string;
  source: string;
  link: string;
  page_status: number;
}

export interface PagesData {
  appPages: MockAppPage[];
  homePages: MockAppPage[];
  ownPages: MockOwnPage[];
  nocodePages: MockNocodePage[];
  sources: { id: string; name: string }[];
  functions: { id: number; name: string }[];
  apps: { id: number; name: string; model_function_id: number }[];
  /** the next id of a page added through add_page */
  nextId: { value: number };
}

const PEOPLE = ['张伟', '王芳', '李娜', '刘洋', '陈静', '杨磊', '赵敏', '黄强'];
const TYPE_WORDS = ['工作台', '我的页面', '首页', 'Apaas', 'H5', '原生', 'Web', '模板', '小程序'];
const PAGE_WORDS = ['采购看板', '审批中心', '销售日报', '库存总览', '客户门户', '供应商协同', '项目进度', '报表中心', '公告栏', '员工自助'];
const ICON_CLASSES = ['el-icon-s-home', 'el-icon-s-data', 'el-icon-s-order', 'el-icon-s-shop', 'el-icon-message'];
const COLORS = ['#1677ff', '#52c41a', '#fa8c16', '#eb2f96', '#722ed1'];
export const PAGE_SOURCES = [
  ['apaas', 'Apaas'], ['common', '通用'], ['applet', '小程序'], ['news', '资讯'], ['platform_home', '平台默认首页'],
  ['site_home', '站点默认首页'], ['offer', 'Offer模板'], ['interview', '面试评价模板'], ['resume', '电子简历模板'],
  ['onboarding', '入职资料模板'], ['apaas_center', 'Apaas中心'], ['door_plate', '门牌模板'], ['questionnaire', '问卷中心'],
] as const;
const FUNCTIONS = ['采购管理', '销售管理', '仓储管理', '财务管理', '人事管理', '项目管理'];
const APPS = ['采购应用', '销售应用', '仓储应用', '财务应用', '人事应用', '项目应用', '门户应用'];

/** An address: a third with the company-id placeholder, one in ten not http(s) (shown, never opened). */
function address(n: number): string {
  const roll = n % 10;
  if (roll === 9) return `javascript:alert(${n})`;
  return roll % 3 === 0 ? `https://apps.example.com/{company_id}/page/${n}` : `https://apps.example.com/page/${n}`;
}

export function generatePages(seed: number): PagesData {
  const rng = new Rng(seed);
  const functions = FUNCTIONS.map((name, i) => ({ id: i + 1, name }));
  const apps = APPS.map((name, i) => ({ id: i + 1, name, model_function_id: (i % functions.length) + 1 }));
  let id = 1000;
  const appPage = (type: number, n: number): MockAppPage => {
    id += 1;
    return {
      id,
      type,
      serial_number: serial('YM', id),
      page_name: `${TYPE_WORDS[type - 1]}·${rng.pick(PAGE_WORDS)}${n + 1}`,
      page_url: address(id),
      page_status: n % 5 === 4 ? 1 : 2,
      icon: n % 4 === 0 ? `https://static.example.com/icons/${id}.png` : rng.pick(ICON_CLASSES),
      icon_color: rng.pick(COLORS),
      model_function_list: [rng.pick(functions), ...(rng.bool(0.3) ? [rng.pick(functions)] : [])].filter((f, i, all) => all.indexOf(f) === i),
      app_id: rng.pick(apps).id,
      is_enable: 1,
      ...audit(rng, PEOPLE),
    };
  };
  const appPages = [1, 2, 3, 4, 5, 6, 7, 8, 9].flatMap((type) => Array.from({ length: 14 }, (_, n) => appPage(type, n)));
  const homePages = Array.from({ length: 24 }, (_, n) => ({ ...appPage(3, n), is_enable: n % 5 === 2 ? 0 : 1 }));
  const ownPages = Array.from({ length: 26 }, (_, n): MockOwnPage => {
    id += 1;
    const made = audit(rng, PEOPLE);
    return {
      id,
      app_id: apps[n % 4]!.id,
      serial_number: serial('WD', id),
      page_name: `我的${rng.pick(PAGE_WORDS)}${n + 1}`,
      page_status: n % 5 === 4 ? 1 : 2,
      page_url: address(id),
      page_application: rng.bool() ? 1 : 2,
      page_image: [],
      create_by: made.created_by,
      created_at: made.created_at,
      updated_by: made.updated_by,
      updated_at: made.updated_at,
    };
  });
  const sources = PAGE_SOURCES.map(([key, name]) => ({ id: key, name }));
  const nocodePages = Array.from({ length: 22 }, (_, n): MockNocodePage => {
    id += 1;
    return {
      id,
      serial_number: serial('WDM', id),
      name: `无代码${rng.pick(PAGE_WORDS)}${n + 1}`,
      source: rng.pick(sources).id,
      link: address(id),
      page_status: n % 5 === 4 ? 1 : 2,
      ...audit(rng, PEOPLE),
    };
  });
  return { appPages, homePages, ownPages, nocodePages, sources, functions, apps, nextId: { value: id + 1 } };
}
