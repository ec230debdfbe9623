import { expect } from 'chai';
import {
  BENCH_TREE_SIZE,
  mock,
  startMockWorker,
  store,
  type CategoryNode,
  type DataData,
  type IdName,
  type ItemStock,
  type ListData,
  type SmallGoods,
} from '../../demo/mock';
import { count, depth, flatten, get, ids, kids, post } from './catalogue-helpers';

describe('mock backend: catalogue endpoints (goods, trees, items)', () => {
  before(async () => {
    await startMockWorker();
  });
  beforeEach(() => mock.reset());

  describe('small-number goods', () => {
    it('answers data.list + data.total_count of rows with a nested goods record', async () => {
      const data = await post<ListData<SmallGoods>>('/goods/small/all', { page: 1, page_size: 10 });
      const all = store.goods().smallGoods;
      expect(all.length).to.be.within(700, 900);
      expect(data.total_count).to.equal(all.length);
      expect(data.list).to.have.length(10);
      const row = data.list[0] as SmallGoods;
      expect(row).to.have.keys([
        'id', 'goods', 'sort_num', 'brand_name', 'image_num', 'drawing_version', 'ebom_version', 'goods_count', 'goods_ison',
        'goods_small_status',
      ]);
      expect(row.goods).to.deep.equal(store.goods().goods.find((g) => g.id === row.goods.id));
      expect(row.goods_count).to.have.keys(['stock', 'virtual_stock', 'ready_for_delivery', 'scheduled_receipt', 'scheduled_out']);
      expect(row.sort_num.startsWith(row.goods.serial_number)).to.equal(true);
    });

    it('pages: page 2 of size 10 and page_size 0', async () => {
      const all = store.goods().smallGoods;
      const page2 = await post<ListData<SmallGoods>>('/goods/small/all', { page: 2, page_size: 10 });
      expect(ids(page2.list)).to.deep.equal(ids(all.slice(10, 20)));
      const every = await post<ListData<SmallGoods>>('/goods/small/all', { page: 1, page_size: 0 });
      expect(every.list).to.have.length(all.length);
    });

    it('keeps only status 2, goods_ison 1 and goods_small_status 1 when asked (the picker fixed filters)', async () => {
      const all = store.goods().smallGoods;
      const expected = all.filter((s) => s.goods.status === 2 && s.goods_ison === 1 && s.goods_small_status === 1);
      expect(expected.length).to.be.greaterThan(0).and.lessThan(all.length);
      expect(all.some((s) => s.goods_ison === 0)).to.equal(true);
      expect(all.some((s) => s.goods_small_status === 0)).to.equal(true);
      const data = await post<ListData<SmallGoods>>('/goods/small/all', {
        status: 2,
        goods_ison: 1,
        goods_small_status: 1,
        page: 1,
        page_size: 0,
      });
      expect(ids(data.list)).to.deep.equal(ids(expected));
    });

    it('filters by name (nested goods), sort_num, brand_name and goods_type_id with descendants; _public takes company_id', async () => {
      const { smallGoods, categories } = store.goods();
      const root = categories.find((c) => c.pid === 0) as { id: number; name: string };
      const byType = await post<ListData<SmallGoods>>('/goods/small/all_public', { goods_type_id: [root.id], company_id: 1, page_size: 0 });
      const expectedType = smallGoods.filter((s) => s.goods.goods_type.path_name[0] === root.name);
      expect(expectedType.length).to.be.greaterThan(0).and.lessThan(smallGoods.length);
      expect(ids(byType.list)).to.deep.equal(ids(expectedType));

      const target = smallGoods[42] as SmallGoods;
      const bySort = await post<ListData<SmallGoods>>('/goods/small/all', { sort_num: target.sort_num, page_size: 0 });
      expect(ids(bySort.list)).to.deep.equal([target.id]);

      const byName = await post<ListData<SmallGoods>>('/goods/small/all', { name: '签字笔', brand_name: target.brand_name, page_size: 0 });
      const expectedName = smallGoods.filter((s) => s.goods.name.includes('签字笔') && s.brand_name.includes(target.brand_name));
      expect(ids(byName.list)).to.deep.equal(ids(expectedName));
    });

    it('serves the small categories publicly', async () => {
      const data = await post<ListData<IdName>>('/goods/little/list_public', { page: 1, page_size: 1000, company_id: 1 });
      expect(data.total_count).to.equal(15);
      expect(data.list[0]).to.have.keys(['id', 'name', 'serial_number']);
    });
  });

  describe('category and group trees', () => {
    const modulars = [
      ['category', 'apaas_center'],
      ['category', 'project'],
      ['category', 'sucai'],
      ['group', 'apaas_center'],
      ['group', 'shop_commodity'],
      ['group', 'sucai'],
    ] as const;

    it('answers one tree per modular in the node shape { data, title, children }', async () => {
      const titles = new Set<string>();
      for (const [kind, modular] of modulars) {
        const tree = await get<CategoryNode[]>(`/common/categoryGroup/${kind}/list?modular=${modular}`);
        expect(tree.length, `${kind} ${modular}`).to.be.greaterThan(1);
        const nodes = flatten(tree, kids);
        for (const n of nodes) {
          expect(n.data).to.have.keys(['id', 'name', 'serial_number', 'pid', 'remark', 'path_level', 'created_by', 'created_at', 'updated_by', 'updated_at']);
          expect(n.title).to.equal(n.data.name);
          expect(n.data.path_level.split(',').at(-1)).to.equal(String(n.data.id));
          for (const c of n.children) expect(c.data.pid).to.equal(n.data.id);
        }
        titles.add(tree.map((n) => n.title).join('/'));
      }
      expect(titles.size).to.equal(modulars.length);
      expect(await get<CategoryNode[]>('/common/categoryGroup/group/list')).to.deep.equal([]);
    });

    it('keeps goods and staff groups, and serves the areas their own trees', async () => {
      const goodsGroups = await get<CategoryNode[]>('/common/categoryGroup/group/list?modular=goods');
      expect(count(goodsGroups, kids)).to.equal(store.goods().groups.length);
      const staffGroups = await get<CategoryNode[]>('/common/categoryGroup/group/list?modular=staff');
      expect(staffGroups.map((n) => n.data.id)).to.deep.equal(ids(store.org().staffGroups));
      const sucai = await get<CategoryNode[]>('/common/categoryGroup/category/list?modular=sucai');
      expect(count(sucai, kids)).to.equal(store.sucai().categories.length);
      const shop = await get<CategoryNode[]>('/common/categoryGroup/group/list?modular=shop_commodity');
      expect(count(shop, kids)).to.equal(store.shop().groups.length);
    });

    it('serves the equipment trees under /shebei', async () => {
      const cats = await get<CategoryNode[]>('/shebei/categoryGroup/category/list');
      const groups = await get<CategoryNode[]>('/shebei/categoryGroup/group/list');
      expect(count(cats, kids)).to.equal(store.equipment().categories.length);
      expect(depth(cats, kids)).to.equal(3);
      expect(count(groups, kids)).to.equal(store.equipment().groups.length);
      expect(cats[0]?.title).to.equal('生产设备');
    });

    it('modular=bench gives exactly 10,000 nodes', async () => {
      const tree = await get<CategoryNode[]>('/common/categoryGroup/category/list?modular=bench');
      expect(BENCH_TREE_SIZE).to.equal(10000);
      expect(count(tree, kids)).to.equal(10000);
      expect(tree).to.have.length(10);
      expect(depth(tree, kids)).to.equal(3);
      expect(new Set(flatten(tree, kids).map((n) => n.data.id)).size).to.equal(10000);
    });
  });

  describe('item stock rows', () => {
    it('answers data.data + data.total with the spec fields', async () => {
      const data = await post<DataData<ItemStock>>('/scm/public/get_bom', { page: 1, page_size: 10 });
      expect(data.total).to.equal(500);
      expect(data.data).to.have.length(10);
      const row = data.data[0] as ItemStock;
      for (const key of [
        'goods_code', 'goods_small_code', 'goods_name', 'description', 'belong_company_name', 'belong_company_code', 'stock', 'unit_name',
        'storage', 'location_code', 'storage_batch_no', 'age', 'supply_company_serial_number', 'supply_company_name', 'project_name',
        'goods_batch_no', 'goods_sn', 'goods_expire', 'public_goods',
      ]) {
        expect(row, key).to.have.property(key);
      }
      expect(row.storage).to.have.keys(['serial_number', 'name']);
      expect(row.public_goods).to.have.keys(['goods_type_name', 'goods_group_list', 'goods_little_category_name']);
      const goods = store.goods().goods.find((g) => g.serial_number === row.goods_code);
      expect(goods?.name).to.equal(row.goods_name);
      expect(store.goods().smallGoods.some((s) => s.sort_num === row.goods_small_code)).to.equal(true);
    });

    it('pages, filters by text and by goods category (with descendants) and small category', async () => {
      const { items } = store.items();
      const page3 = await post<DataData<ItemStock>>('/scm/public/get_bom', { page: 3, page_size: 20 });
      expect(ids(page3.data)).to.deep.equal(ids(items.slice(40, 60)));
      expect((await post<DataData<ItemStock>>('/scm/public/get_bom', { page_size: 0 })).data).to.have.length(500);

      const name = (items[7] as ItemStock).goods_name;
      const byName = await post<DataData<ItemStock>>('/scm/public/get_bom', { filters: { goods_name: name }, page_size: 0 });
      expect(ids(byName.data)).to.deep.equal(ids(items.filter((i) => i.goods_name.includes(name))));
      // spec 2 §7 "filters, page, page_size": a search field at the top level is not one
      expect((await post<DataData<ItemStock>>('/scm/public/get_bom', { goods_name: name, page_size: 0 })).total).to.equal(items.length);

      const { goods, categories } = store.goods();
      const root = categories.find((c) => c.pid === 0) as { id: number; name: string };
      const rootOf = new Map(goods.map((g) => [g.id, g.goods_type.path_name[0]]));
      const expected = items.filter((i) => rootOf.get(i.goods_id) === root.name && i.public_goods.goods_little_category_name === '笔类');
      const byCategory = await post<DataData<ItemStock>>('/scm/public/get_bom', {
        goods_type_id: root.id,
        goods_little_category_ids: [1],
        page_size: 0,
      });
      expect(ids(byCategory.data)).to.deep.equal(ids(expected));
      expect(byCategory.total).to.be.lessThan(500);
    });
  });
});
