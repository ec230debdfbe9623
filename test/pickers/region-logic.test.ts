import { expect } from 'chai';
import { choose, pathOf, placesAt, placesUnder, regionOf, regionsOf, type RegionMap } from '../../src/pickers/region/region.logic';

const MAP: RegionMap = {
  '100000': { '440000': '广东省', '510000': '四川省', '710000': '台湾省' },
  '440000': { '440100': '广州市', '441900': '东莞市' },
  '440100': { '440103': '荔湾区', '440106': '天河区' },
  '510000': { '510100': '成都市' },
  '510100': { '510104': '锦江区' },
};
const regions = regionsOf(MAP);
const at = (code: string, name: string) => ({ code, name });

describe('region.logic (spec 2 §3 Region, §4, §7 /city/list/all)', () => {
  it('the region of a path: names and codes, blank below where it completed, its id the codes joined', () => {
    expect(regionOf([at('510000', '四川省'), at('510100', '成都市'), at('510104', '锦江区')])).to.deep.equal({
      id: '510000,510100,510104', province: '四川省', province_code: '510000', city: '成都市', city_code: '510100', area: '锦江区', area_code: '510104',
    });
    expect(regionOf([at('440000', '广东省'), at('441900', '东莞市')])).to.deep.equal({
      id: '440000,441900', province: '广东省', province_code: '440000', city: '东莞市', city_code: '441900', area: '', area_code: '',
    });
  });

  it('every completable region from the root 100000: districts, a city without districts, a province without cities', () => {
    expect(regions.map((r) => r.id)).to.deep.equal(['440000,440100,440103', '440000,440100,440106', '440000,441900', '510000,510100,510104', '710000']);
    expect(regionsOf(null)).to.deep.equal([]);
    expect(regionsOf({})).to.deep.equal([]);
    expect(regionsOf({ '100000': { '1': 5 as unknown as string } })).to.deep.equal([]);
  });

  it('the places under a code and at a level under a path; a path from a region', () => {
    expect(placesUnder(MAP, '440000')).to.deep.equal([at('440100', '广州市'), at('441900', '东莞市')]);
    expect(placesUnder(MAP, '999999')).to.deep.equal([]);
    expect(placesAt(regions, [], 0).map((p) => p.name)).to.deep.equal(['广东省', '四川省', '台湾省']);
    expect(placesAt(regions, [at('440000', '广东省')], 1).map((p) => p.name)).to.deep.equal(['广州市', '东莞市']);
    expect(placesAt(regions, [at('710000', '台湾省')], 1)).to.deep.equal([]);
    expect(pathOf(regions[2]!)).to.deep.equal([at('440000', '广东省'), at('441900', '东莞市')]);
  });

  it('choosing: a province opens the cities, a city the districts, a district completes; a place with nothing under it completes there', () => {
    const gd = at('440000', '广东省');
    expect(choose(regions, [], 0, gd)).to.deep.equal({ path: [gd], next: 1 });
    const gz = at('440100', '广州市');
    expect(choose(regions, [gd], 1, gz)).to.deep.equal({ path: [gd, gz], next: 2 });
    const th = at('440106', '天河区');
    expect(choose(regions, [gd, gz], 2, th).region!.id).to.equal('440000,440100,440106');
    expect(choose(regions, [gd, gz], 1, at('441900', '东莞市')).region!.area_code).to.equal('');
    expect(choose(regions, [], 0, at('710000', '台湾省')).region!.id).to.equal('710000');
    // a new province drops the city and district chosen under the last one
    expect(choose(regions, [gd, gz, th], 0, at('510000', '四川省')).path).to.deep.equal([at('510000', '四川省')]);
  });
});
