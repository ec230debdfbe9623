/** The region list of spec 2 §7 Address / map / region: GET /city/list/all {company_id}. */
import { DATA_OBJECT, source } from '../../kit/data/source';
import { regionsOf, ROOT_CODE, type Region, type RegionMap } from './region.logic';

export type { Region, RegionMap };

/** GET /city/list/all?company_id=…: `data` maps a parent code to its children (code → name), from the
 * root 100000 (provinces) down to the districts; read as every region the user can complete. */
export const regionList = source<Region>({
  method: 'GET',
  url: '/city/list/all',
  shape: 'array',
  user: { company_id: 'company_id' },
  read: (data) => regionsOf(data as RegionMap),
  reads: [
    { ...DATA_OBJECT, description: 'parent code → { child code: name }, every level in one map' },
    { path: `data.${ROOT_CODE}`, type: 'object', description: 'the provinces: { code: name } under the root 100000 (none: 暂无数据)' },
  ],
});
