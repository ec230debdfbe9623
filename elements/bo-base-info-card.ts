import { attr, defineElement, event } from '../src/core/runtime';
import { NAVIGATE_EVENT } from '../src/core/navigate';
import { BaseInfoCard, type InfoField } from '../src/widgets/base-info-card/BaseInfoCard';
import { BADGE_SCHEMES } from '../src/widgets/status-badge/status-badge.logic';
import { lazyTag } from '../src/core/runtime/lazy-tags';

// the location icon opens the map picker inside the card: its code loads on the first click
lazyTag('bo-map-address-picker', () => import('./bo-map-address-picker'));

const isFields = (v: unknown) =>
  Array.isArray(v) && v.every((f) => typeof f === 'object' && f !== null && typeof (f as InfoField).label === 'string') ? undefined : 'expected a list of {label, value}';
const isTags = (v: unknown) => (Array.isArray(v) && v.every((x) => typeof x === 'string') ? undefined : 'expected a list of texts');
const isQuery = (v: unknown) => (typeof v === 'object' && v !== null && !Array.isArray(v) ? undefined : 'expected an object of query parameters');
const lngCheck = (v: number) => (Math.abs(v) <= 180 ? undefined : 'expected a longitude between -180 and 180');
const latCheck = (v: number) => (Math.abs(v) <= 90 ? undefined : 'expected a latitude between -90 and 90');

export const BoBaseInfoCard = defineElement({
  tag: 'bo-base-info-card',
  description: '基本信息卡片：标题与状态标签、“审批追溯”链接（bo-navigate）、有坐标时的位置图标（只读地图）、字段列表和可编辑的标签',
  component: BaseInfoCard,
  display: 'block',
  attributes: {
    title: attr.string('', '卡片标题（如单据名称或编号）'),
    fields: attr.json<InfoField[]>([], '字段列表：[{"label": "名称", "value": "值"}]，空值显示 --', '{ label: string; value?: string | number | null }[]', { check: isFields }),
    status: attr.number<number | undefined>(undefined, '状态值，以状态标签显示（按 status-scheme 解读）；不设时不显示标签'),
    statusScheme: attr.enum(BADGE_SCHEMES, 'audit', '状态值的解读方式（同 bo-status-badge 的 scheme）：audit（审批，默认）、invoice、verification、kind'),
    statusLabel: attr.string('', '替换状态标签的默认文字'),
    tracePath: attr.string('', '“审批追溯”的目标路径；不设时不显示该链接'),
    traceQuery: attr.json<Record<string, string | number>>({}, '“审批追溯”的查询参数（JSON 对象）', 'Record<string, string | number>', { check: isQuery }),
    lng: attr.number<number | undefined>(undefined, '位置经度（GCJ02）；与 lat 同时设置时显示位置图标', { check: lngCheck }),
    lat: attr.number<number | undefined>(undefined, '位置纬度（GCJ02）', { check: latCheck }),
    address: attr.string('', '位置的地址文字（地图中显示）'),
    tileUrl: attr.string('', '位置地图的瓦片地址模板（同 bo-map-address-picker 的 tile-url）；不设时用页面配置的 map-tiles'),
    tileAttribution: attr.string('', '瓦片的版权说明（同 bo-map-address-picker 的 tile-attribution）'),
    tags: attr.json<string[]>([], '标签（JSON 文字列表）；可在卡片中添加、删除', 'string[]', { check: isTags }),
    readonly: attr.boolean(false, '只读：标签不可添加或删除'),
  },
  events: {
    'bo-navigate': NAVIGATE_EVENT,
    'bo-change': event<{ tags: string[] }>({ tags: { type: 'string[]' } }, '添加或删除标签：detail.tags 为新的标签列表，tags 随之更新', { updates: ({ tags }) => ({ tags }) }),
  },
  cssParts: { card: '卡片', title: '标题文字', badge: '状态标签', tags: '标签行' },
});

declare global {
  interface HTMLElementTagNameMap {
    'bo-base-info-card': InstanceType<typeof BoBaseInfoCard>;
  }
}
