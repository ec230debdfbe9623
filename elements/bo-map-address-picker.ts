import '../src/core/i18n/areas/map';
import { attr, defineElement, event } from '../src/core/runtime';
// not through the barrel: a page whose elements hold no value does not load the form code
import { formAttr, formField } from '../src/core/runtime/form';
import { openMethods } from '../src/core/runtime/open-and-wait';
import { footerParts, frameParts } from '../src/kit/parts';
import type { MapPoint } from '../src/pickers/map-address/api';
import { lazyOpening } from '../src/core/feedback/OpeningFailed';
import type { MapConfirmDetail } from '../src/pickers/map-address/useMapPicker';

// the view comes right after the element (closed, it paints nothing)
const MapAddressPicker = lazyOpening(() => import('../src/pickers/map-address/MapAddressPicker').then((m) => m.MapAddressPicker));

/** the point's TypeScript text (custom-elements.json) */
const POINT_TYPE = '{ province: string; city: string; area: string; business: string; address: string; lat: number; lng: number }';
const lngCheck = (v: number) => (Math.abs(v) <= 180 ? undefined : 'expected a longitude between -180 and 180');
const latCheck = (v: number) => (Math.abs(v) <= 90 ? undefined : 'expected a latitude between -90 and 90');
const closed = () => ({ open: false });
const chosen = ({ record }: MapConfirmDetail) => ({ open: false, lng: record.lng, lat: record.lat, address: record.address });

export const BoMapAddressPicker = defineElement({
  tag: 'bo-map-address-picker',
  description: '地图选点：关键字搜索地点（停止输入 1 秒后搜索，每页 10 条）、GCJ02 经纬度输入与定位、点击地图选点、手机扫码选点；确定时保存地址并返回该点（GCJ02）；可只读',
  component: MapAddressPicker,
  display: 'contents',
  // in a plain <form>: submitted under its name as "lng,lat" (GCJ-02) once a point is given or chosen
  form: formField({
    value: ({ lng, lat }) => (lng === undefined || lat === undefined ? null : `${lng},${lat}`),
    empty: ({ lng, lat }) => lng === undefined || lat === undefined,
    emptyMessage: (_, t) => t('mapPicker.selectAddress'),
  }),
  attributes: {
    name: formAttr.name(),
    required: formAttr.required('表单中必填：未选点时表单不能提交，并提示“请选择地址”'),
    disabled: formAttr.disabled('禁用：不随表单提交，也不能打开'),
    open: attr.boolean(false, '显示抽屉；确定或取消后自动移除', { reflect: true }),
    readonly: attr.boolean(false, '只读：只显示给定的点，不能搜索、点选、定位或确定'),
    lng: attr.number<number | undefined>(undefined, '打开时的经度（GCJ02）；确定后为所选点的经度', { check: lngCheck }),
    lat: attr.number<number | undefined>(undefined, '打开时的纬度（GCJ02）；确定后为所选点的纬度', { check: latCheck }),
    address: attr.string('', '打开时的地址文字；确定后为所选点的地址'),
    tileUrl: attr.string('', '地图瓦片地址模板（http(s) 或本站路径，如 https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png）；不设时用页面配置的 map-tiles（bo-config / configure），都没有时地图为网格底图并提示，仍可点选与定位'),
    tileAttribution: attr.string('', '瓦片的版权说明（文字，显示在地图右下角）；不设时 OpenStreetMap 的瓦片显示其版权，其他显示瓦片的主机名'),
    title: attr.string('', '抽屉标题，默认“选择地址”（只读时“查看地址”）'),
  },
  events: {
    'bo-confirm': event<MapConfirmDetail>(
      { record: { type: POINT_TYPE }, records: { type: `Array<${POINT_TYPE}>` } },
      '确定：所选点已保存（/gn/public/save_address），detail.record 为该点（GCJ02），detail.records 为只含它的列表；抽屉随即关闭',
      { updates: chosen },
    ),
    'bo-cancel': event<null>(null, '取消、关闭按钮或 Esc：抽屉关闭，未选点', { updates: closed }),
  },
  backend: async () => (await import('../src/pickers/map-address/contract')).mapPickerCalls,
  cssParts: { drawer: '抽屉面板', ...frameParts, list: '搜索到的地点', map: '地图', ...footerParts },
  methods: {
    ...openMethods<MapPoint>('抽屉', {
      signature: `show(): Promise<${POINT_TYPE} | null>`,
      description: '打开抽屉；确定时得到所选点 {province, city, area, business, address, lat, lng}（GCJ02），取消时得到 null',
      answer: (detail) => (detail as MapConfirmDetail).record,
    }),
  },
});

declare global {
  interface HTMLElementTagNameMap {
    'bo-map-address-picker': InstanceType<typeof BoMapAddressPicker>;
  }
}
