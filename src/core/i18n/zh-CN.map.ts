/**
 * The zh-CN strings of the map address picker (spec 2 §2 Map address picker, §5, §8; DECISIONS Language:
 * 请输入GCJ02坐标) and the base-info card (spec 3 §2.17: 审批追溯): part of the one zh-CN catalogue
 * (zh-CN.ts spreads it in).
 */
export const mapZhCN = {
  mapPicker: {
    title: '选择地址',
    readonlyTitle: '查看地址',
    search: '搜索地点',
    searchPlaceholder: '请输入关键字搜索地点',
    noResults: '未找到相关地点',
    lng: '经度',
    lat: '纬度',
    locate: '定位',
    needCoordinates: '请输入GCJ02坐标',
    province: '省份',
    city: '城市',
    area: '区县',
    business: '商圈',
    address: '详细地址',
    noPoint: '点击地图或搜索选择位置',
    selectAddress: '请选择地址',
    scan: '扫码定位',
    scanHint: '用手机扫描二维码，在手机上选择位置',
    scanWaiting: '等待手机选择位置…',
    qrAlt: '扫码定位二维码',
    qrFailed: '二维码生成失败',
    map: '地图',
    noTiles: '未配置地图底图。',
    tilesFailed: '地图底图加载失败。',
    gridHint: '可在网格上点选位置，或输入经纬度后定位。',
    marker: '已选位置',
  },
  baseInfoCard: {
    trace: '审批追溯',
    location: '查看位置',
    tags: '标签',
    addTag: '添加标签',
    newTag: '新标签',
  },
};
