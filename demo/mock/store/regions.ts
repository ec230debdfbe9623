// Regions for GET /city/list/all (spec 2 §7): parent code → { child code: name } from the root 100000, a
// slice of GB/T 2260 (codes as published): provinces with their cities and districts; 东莞市, 中山市 and
// 儋州市 have no districts (they complete at the city), 台湾省 lists no cities (its city tab says 暂无数据).
export type RegionMap = Record<string, Record<string, string>>;

export interface RegionsData {
  map: RegionMap;
}

const MAP: RegionMap = {
  '100000': { '110000': '北京市', '330000': '浙江省', '440000': '广东省', '460000': '海南省', '510000': '四川省', '710000': '台湾省' },
  '110000': { '110100': '市辖区' },
  '110100': { '110101': '东城区', '110102': '西城区', '110105': '朝阳区', '110108': '海淀区' },
  '330000': { '330100': '杭州市', '330200': '宁波市' },
  '330100': { '330102': '上城区', '330105': '拱墅区', '330106': '西湖区' },
  '330200': { '330203': '海曙区', '330205': '江北区' },
  '440000': { '440100': '广州市', '440300': '深圳市', '441900': '东莞市', '442000': '中山市' },
  '440100': { '440103': '荔湾区', '440104': '越秀区', '440106': '天河区' },
  '440300': { '440303': '罗湖区', '440304': '福田区', '440305': '南山区' },
  '460000': { '460100': '海口市', '460400': '儋州市' },
  '460100': { '460105': '秀英区', '460106': '龙华区' },
  '510000': { '510100': '成都市', '510300': '自贡市', '510700': '绵阳市' },
  '510100': { '510104': '锦江区', '510105': '青羊区', '510106': '金牛区', '510107': '武侯区', '510108': '成华区' },
  '510300': { '510302': '自流井区', '510303': '贡井区' },
  '510700': { '510703': '涪城区', '510704': '游仙区' },
};

/** The same slice for every seed (a fresh copy: a test may change it). */
export function generateRegions(): RegionsData {
  return { map: JSON.parse(JSON.stringify(MAP)) as RegionMap };
}
