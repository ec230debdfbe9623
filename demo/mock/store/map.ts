// Map address picker (spec 2 §3 Map point / Map search option, §7 Address / map / region): the places the
// keyword search finds (around Chengdu, coordinates in GCJ-02), the points saved by 确定, and the
// point a phone gives in the scan flow.

export interface MockPlace {
  address: string;
  lng: number;
  lat: number;
  /** what the search knows of the place's region (spec 2 §3 Map point): the picker fills the point with it */
  province: string;
  city: string;
  area: string;
  business: string;
}

export interface MapData {
  places: MockPlace[];
  /** the points saved through /gn/public/save_address, newest last */
  saved: Record<string, unknown>[];
}

const CHENGDU: [string, number, number][] = [
  ['四川省成都市青羊区天府广场', 104.06585, 30.65754],
  ['四川省成都市锦江区春熙路', 104.08069, 30.65787],
  ['四川省成都市锦江区太古里', 104.08452, 30.65418],
  ['四川省成都市青羊区宽窄巷子', 104.05627, 30.66951],
  ['四川省成都市武侯区武侯祠', 104.04822, 30.64618],
  ['四川省成都市武侯区锦里古街', 104.05049, 30.64496],
  ['四川省成都市成华区成都大熊猫繁育研究基地', 104.14653, 30.73331],
  ['四川省成都市金牛区成都西站', 104.03211, 30.68542],
  ['四川省成都市金牛区金牛万达广场', 104.04196, 30.69598],
  ['四川省成都市双流区成都双流国际机场', 103.95652, 30.57868],
  ['四川省成都市武侯区天府软件园', 104.06916, 30.54398],
  ['四川省成都市高新区天府三街', 104.06388, 30.54882],
  ['四川省成都市高新区天府四街', 104.06452, 30.54217],
  ['四川省成都市高新区天府五街', 104.06471, 30.53656],
  ['四川省成都市高新区天府大道中段', 104.06931, 30.57313],
  ['四川省成都市高新区天府大道北段', 104.06857, 30.60212],
  ['四川省成都市天府新区天府公园', 104.07442, 30.40982],
  ['四川省成都市天府新区天府国际会议中心', 104.08761, 30.41802],
  ['四川省成都市天府新区天府中心', 104.08199, 30.43106],
  ['四川省成都市简阳市天府国际机场', 104.44115, 30.31254],
  ['四川省成都市高新区天府二街', 104.06423, 30.55466],
  ['四川省成都市高新区天府一街', 104.06381, 30.56103],
];

/** The business areas the search knows (the others: ''). */
const BUSINESS: [RegExp, string][] = [
  [/春熙路|太古里/, '春熙路商圈'],
  [/天府广场|宽窄巷子/, '天府广场商圈'],
  [/天府[一二三四五]街|天府软件园/, '天府软件园商圈'],
];

/** 四川省 / 成都市 / 青羊区 (or 简阳市) read from the address. */
function regionOf(address: string) {
  const [, province = '', city = '', area = ''] = /^(.+?省)(.+?市)(.+?(?:区|县|市))/.exec(address) ?? [];
  return { province, city, area, business: BUSINESS.find(([re]) => re.test(address))?.[1] ?? '' };
}

export const generateMap = (): MapData => ({
  places: CHENGDU.map(([address, lng, lat]) => ({ address, lng, lat, ...regionOf(address) })),
  saved: [],
});

/** The point the phone chooses in the demo's scan flow (the reply of code/state). */
export const PHONE_POINT = { address: '四川省成都市青羊区人民公园', name: '人民公园', latitude: 30.65961, longitude: 104.05858 };
