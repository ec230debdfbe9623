import { attr } from '../src/core/runtime/attributes';
import { defineHeadless } from '../src/core/runtime/define';
import { configure } from '../src/core/config';
import { parseHex } from '../src/core/runtime/brand-ramp';

/** Draws nothing (no React: the autoloader has it at once): the page's configuration as an element, for
 * pages without a script of their own. */
export const BoConfig = defineHeadless({
  tag: 'bo-config',
  description: '页面级配置：接口基础地址、请求头（令牌）、跨域凭证、超时、跳转基础地址、界面语言与主题（深浅色、品牌色）、地图瓦片，作用于页面上所有元素',
  display: 'none',
  attributes: {
    baseUrl: attr.string('', '后端服务器的根地址（不设时为本页所在的服务器），例如 https://erp.example.com：每个请求发往它加上接口文档给出的路径（/api/rule/get_rule_type、/goods/list/v2 原样接在后面），所以不以 /api 结尾'),
    headers: attr.json<Record<string, string>>({}, '每个请求附带的请求头（JSON 对象），例如令牌', 'Record<string, string>', {
      check: (v) => (v && typeof v === 'object' && !Array.isArray(v) ? undefined : 'expected a JSON object'),
    }),
    withCredentials: attr.boolean(false, '跨域请求时携带 Cookie'),
    timeout: attr.number(30000, '请求超时（毫秒）', { check: (v) => (v > 0 ? undefined : 'expected a number > 0') }),
    staticHost: attr.string('', '静态文件服务的前缀（扫码上传的二维码与状态、压缩包导入状态、富文本配置）；空则与其他接口相同'),
    navigationBase: attr.string('', '审批页、打印预览等跳转地址的前缀'),
    iconStylesheets: attr.list<string[]>('string', [], '页面图标字体的样式表地址（JSON 数组或逗号分隔）：按类名给出的图标在元素内用它们绘制', 'string[]', {
      check: (v) => (Array.isArray(v) && v.every((x) => typeof x === 'string') ? undefined : 'expected a JSON array of URLs'),
    }),
    lang: attr.string('', '页面上元素的界面语言：en 开头为英文（en-US），其余为中文（zh-CN）；未设时取 <html lang>；元素自己的 lang 优先；可随时更改', { reflect: true }),
    theme: attr.enum(['light', 'dark'], 'light', '页面上所有元素的主题：light 浅色（默认）或 dark 深色；可随时更改，已显示的元素立即换色'),
    mapTiles: attr.string('', '页面上所有地图的瓦片地址模板（含 {z} {x} {y}，可有 {s}；http(s) 或本站路径）；元素自己的 tile-url 优先；不设时地图为网格底图并给出提示'),
    mapAttribution: attr.string('', '与 map-tiles 一同显示的地图版权说明（文字）；不设时 OpenStreetMap 的瓦片显示其版权，其他显示瓦片的主机名'),
    brand: attr.string('', '品牌色 #rrggbb 或 #rgb：按它生成主题的品牌色阶（主按钮、选中、链接）；空为 Fluent 默认蓝；可随时更改', {
      check: (v) => (v === '' || parseHex(v) ? undefined : 'expected a colour #rrggbb or #rgb'),
    }),
  },
  sync: ({ baseUrl, staticHost, headers, withCredentials, timeout, navigationBase, iconStylesheets, lang, theme, brand, mapTiles, mapAttribution }) =>
    configure({ baseURL: baseUrl, staticHost, headers, withCredentials, timeout, navigationBase, iconStylesheets, lang, theme, brand, mapTiles, mapAttribution }),
});

declare global {
  interface HTMLElementTagNameMap {
    'bo-config': InstanceType<typeof BoConfig>;
  }
}
