import { expect } from 'chai';
import {
  BENCH_CLASS_COUNT,
  mock,
  startMockWorker,
  store,
  type ClassRecord,
  type DataData,
  type Equipment,
  type IconDirNode,
  type IconRecord,
  type IdName,
  type ListData,
  type Material,
  type ProductSku,
  type ReportDataItem,
  type SharedEquipment,
  type ShopCategoryNode,
  type ShopGoods,
} from '../../demo/mock';
import { call, count, get, ids, post } from './catalogue-helpers';

describe('mock backend: catalogue endpoints (classes, shop, materials, reports)', () => {
  before(async () => {
    await startMockWorker();
  });
  beforeEach(() => mock.reset());

  describe('classes', () => {
    it('lists ~35 classes per model with exactly one default; every model has its own list', async () => {
      const names = new Set<string>();
      for (const model of ['large_screen_data_item', 'project', 'goods', 'anything_else']) {
        const data = await post<ListData<ClassRecord>>(`/common/class/list/public?model_name=${model}`, { page: 1, page_size: 0 });
        expect(data.total_count, model).to.be.within(30, 40);
        expect(data.list).to.have.length(data.total_count);
        expect(data.list.filter((c) => c.is_default === 1), model).to.have.length(1);
        expect(data.list[0]).to.have.keys([
          'id', 'serial_number', 'name', 'remark', 'is_default', 'is_on', 'created_by', 'created_at', 'updated_by', 'updated_at',
        ]);
        names.add(data.list.map((c) => c.name).join());
      }
      expect(names.size).to.equal(4);
    });

    it('pages and filters by name, serial_number and is_on (enable)', async () => {
      const all = store.classes('project');
      const page = await post<ListData<ClassRecord>>('/common/class/list?model_name=project', { page: 2, page_size: 10 });
      expect(ids(page.list)).to.deep.equal(ids(all.slice(10, 20)));
      expect(page.total_count).to.equal(all.length);
      const byName = await post<ListData<ClassRecord>>('/common/class/list?model_name=project', { name: '研发', page_size: 0 });
      expect(byName.total_count).to.be.greaterThan(0).and.lessThan(all.length);
      expect(ids(byName.list)).to.deep.equal(ids(all.filter((c) => c.name.includes('研发'))));
      const target = all[3] as ClassRecord;
      const bySerial = await post<ListData<ClassRecord>>('/common/class/list?model_name=project', { serial_number: target.serial_number });
      expect(ids(bySerial.list)).to.deep.equal([target.id]);
      const on = await post<ListData<ClassRecord>>('/common/class/list?model_name=project', { is_on: 1, page_size: 0 });
      expect(ids(on.list)).to.deep.equal(ids(all.filter((c) => c.is_on === 1)));
      expect(on.total_count).to.be.lessThan(all.length);
    });

    it('model_name=bench has exactly 10,000 classes; no model_name is a business error', async () => {
      const data = await post<ListData<ClassRecord>>('/common/class/list/public?model_name=bench', { page: 1, page_size: 10 });
      expect(BENCH_CLASS_COUNT).to.equal(10000);
      expect(data.total_count).to.equal(10000);
      expect(data.list).to.have.length(10);
      expect(store.classes('bench').filter((c) => c.is_default === 1)).to.have.length(1);
      const missing = await call('POST', '/common/class/list', { page: 1, page_size: 10 });
      expect(missing.code).to.equal(400);
    });
  });

  describe('shop', () => {
    const shopKids = (n: ShopCategoryNode) => n.children;

    it('serves the shop, platform and app-shop category trees', async () => {
      const shop = await post<ShopCategoryNode[]>('/shop/public/common/shop_category_list', { is_page: 0 });
      const plat = await post<ShopCategoryNode[]>('/shop/public/common/plat_category_list');
      const app = await post<ShopCategoryNode[]>('/app_shop/public/get_category');
      expect(count(shop, shopKids)).to.equal(store.shop().shopCategories.length);
      expect(count(plat, shopKids)).to.equal(store.shop().platCategories.length);
      expect(count(app, shopKids)).to.equal(store.shop().appCategories.length);
      const node = shop[0] as ShopCategoryNode;
      expect(node).to.include({ label: node.name, title: node.name, pid: 0 });
      expect(node.data.id).to.equal(node.id);
      expect(node.children.length).to.be.greaterThan(0);
      expect(plat[0]?.name).to.not.equal(node.name);
    });

    it('product SKUs: data.list + total_count, page/pageSize, status [2,3], name and category filters', async () => {
      const all = store.shop().productSkus;
      const listed = all.filter((p) => p.status === 2 || p.status === 3);
      expect(listed.length).to.be.greaterThan(0).and.lessThan(all.length);
      const data = await post<ListData<ProductSku>>('/app_shop/public/get_product_sku', { status: [2, 3], page: 2, pageSize: 15 });
      expect(data.total_count).to.equal(listed.length);
      expect(ids(data.list)).to.deep.equal(ids(listed.slice(15, 30)));
      const row = data.list[0] as ProductSku;
      expect(row).to.include.keys(['id', 'product', 'sku_number', 'status', 'validity', 'base_price', 'sale_price', 'category_name']);
      expect(row.product).to.include.keys(['name', 'serial_number', 'created_by', 'created_at', 'updated_by', 'updated_at']);

      const root = store.shop().appCategories.find((c) => c.pid === 0) as { id: number };
      const under = new Set(store.shop().appCategories.filter((c) => c.pid === root.id).map((c) => c.id));
      const byCategory = await post<ListData<ProductSku>>('/app_shop/public/get_product_sku', { category_id: root.id, pageSize: 0 });
      expect(ids(byCategory.list)).to.deep.equal(ids(all.filter((p) => under.has(p.category_id))));
      const byName = await post<ListData<ProductSku>>('/app_shop/public/get_product_sku', { filters: { name: '云ERP' }, pageSize: 0 });
      expect(byName.total_count).to.be.greaterThan(0);
      expect(byName.list.every((p) => p.product.name.includes('云ERP'))).to.equal(true);
    });

    it('sku_list: data.data + data.total, paging, group and category filters', async () => {
      const { goods, groups, shopCategories, platCategories } = store.shop();
      const page = await post<DataData<ShopGoods>>('/shop/public/common/sku_list', { page: 3, page_size: 10 });
      expect(page.total).to.equal(300);
      expect(ids(page.data)).to.deep.equal(ids(goods.slice(20, 30)));
      expect(page.data[0]?.cover_img_path).to.match(/^data:image\/svg\+xml,/);
      expect((await post<DataData<ShopGoods>>('/shop/public/common/sku_list', { page_size: 0 })).data).to.have.length(300);

      const group = groups.find((g) => g.pid === 0) as { id: number };
      const groupIds = new Set([group.id, ...groups.filter((g) => g.pid === group.id).map((g) => g.id)]);
      const byGroup = await post<DataData<ShopGoods>>('/shop/public/common/sku_list', { group_id: group.id, page_size: 0 });
      expect(ids(byGroup.data)).to.deep.equal(ids(goods.filter((g) => g.group_ids.some((id) => groupIds.has(id)))));
      expect(byGroup.total).to.be.greaterThan(0).and.lessThan(300);

      const shopLeaf = shopCategories.find((c) => c.pid !== 0) as { id: number };
      const platLeaf = platCategories.find((c) => c.pid !== 0) as { id: number };
      const both = await post<DataData<ShopGoods>>('/shop/public/common/sku_list', {
        shop_category_id: shopLeaf.id,
        plat_category_id: platLeaf.id,
        filters: { name: '手机' },
        page_size: 0,
      });
      const expected = goods.filter((g) => g.shop_category_id === shopLeaf.id && g.plat_category_id === platLeaf.id && g.name.includes('手机'));
      expect(expected.length).to.be.greaterThan(0);
      expect(ids(both.data)).to.deep.equal(ids(expected));
    });

    it('sku_list orders by price and market_price, ascending or desc', async () => {
      const sorted = (rows: ShopGoods[], key: 'price' | 'market_price', dir: 1 | -1) =>
        rows.every((r, i) => i === 0 || dir * (r[key] - (rows[i - 1] as ShopGoods)[key]) >= 0);
      for (const key of ['price', 'market_price'] as const) {
        const asc = await post<DataData<ShopGoods>>('/shop/public/common/sku_list', { order: key, page_size: 0 });
        expect(sorted(asc.data, key, 1), key).to.equal(true);
        expect(sorted(asc.data, key, -1), key).to.equal(false);
        const desc = await post<DataData<ShopGoods>>('/shop/public/common/sku_list', { order: `${key} desc`, page: 1, page_size: 20 });
        expect(sorted(desc.data, key, -1), `${key} desc`).to.equal(true);
        const max = Math.max(...store.shop().goods.map((g) => g[key]));
        expect(desc.data[0]?.[key]).to.equal(max);
      }
      const unordered = await post<DataData<ShopGoods>>('/shop/public/common/sku_list', { page_size: 0 });
      expect(sorted(unordered.data, 'price', 1)).to.equal(false);
    });
  });

  describe('materials and icons', () => {
    it('serves the sources and the seven material types (page_size 0)', async () => {
      const sources = await get<IdName[]>('/sucai_manage/sucai/source');
      expect(sources.length).to.be.greaterThan(2);
      expect(sources[0]).to.have.keys(['id', 'name']);
      const types = await get<ListData<IdName>>('/sucai_manage/sucai_type/list?page_size=0');
      expect(types.list.map((t) => [t.id, t.name])).to.deep.equal([
        [1, '图片'], [2, '音频'], [3, '视频'], [4, '文本'], [5, '文件'], [6, '图标'], [7, '链接'],
      ]);
      expect(types.total_count).to.equal(7);
    });

    it('all_list: data.data + data.total, 40 per page by default, approval_status [1]', async () => {
      const all = store.sucai().materials;
      expect(all).to.have.length(300);
      const approved = all.filter((m) => m.approval_status === 1);
      expect(approved.length).to.be.lessThan(all.length);
      const data = await post<DataData<Material>>('/sucai_manage/sucai/all_list', { approval_status: [1], page: 2 });
      expect(data.total).to.equal(approved.length);
      expect(ids(data.data)).to.deep.equal(ids(approved.slice(40, 80)));
      const row = data.data[0] as Material;
      expect(row.cover.image_url).to.match(/^data:image\/svg\+xml,/);
      expect(row.file_info).to.have.keys(['attachment_id', 'image_url']);
      expect(row).to.include.keys(['title', 'serial_number', 'source', 'sucai_type_id', 'sucai_format', 'content', 'checked']);
      const every = await post<DataData<Material>>('/sucai_manage/sucai/all_list', { page_size: 0 });
      expect(every.data).to.have.length(300);
    });

    it('all_list filters by type, category (with descendants), group, title and source', async () => {
      const { materials, categories, groups } = store.sucai();
      const root = categories.find((c) => c.pid === 0) as { id: number };
      const inRoot = new Set([root.id, ...categories.filter((c) => c.pid === root.id).map((c) => c.id)]);
      const icons = await post<DataData<Material>>('/sucai_manage/sucai/all_list', {
        sucai_type_id: [6],
        category_id: [root.id],
        approval_status: [1],
        page_size: 0,
      });
      const expected = materials.filter((m) => m.sucai_type_id === 6 && inRoot.has(m.category_id) && m.approval_status === 1);
      expect(expected.length).to.be.greaterThan(0);
      expect(ids(icons.data)).to.deep.equal(ids(expected));

      const group = groups[0] as { id: number };
      const groupIds = new Set([group.id, ...groups.filter((g) => g.pid === group.id).map((g) => g.id)]);
      const byGroup = await post<DataData<Material>>('/sucai_manage/sucai/all_list', { sucai_group_pivot_group_id: [group.id], page_size: 0 });
      expect(ids(byGroup.data)).to.deep.equal(ids(materials.filter((m) => m.sucai_group.some((g) => groupIds.has(g.id)))));

      const target = materials.find((m) => m.title.startsWith('活动海报')) as Material;
      const byTitle = await post<DataData<Material>>('/sucai_manage/sucai/all_list', { title: '海报', source: target.source_id, page_size: 0 });
      const expectedTitle = materials.filter((m) => m.title.includes('海报') && m.source_id === target.source_id);
      expect(ids(byTitle.data)).to.include(target.id);
      expect(ids(byTitle.data)).to.deep.equal(ids(expectedTitle));
      const bySourceName = await post<DataData<Material>>('/sucai_manage/sucai/all_list', { source: target.source, page_size: 0 });
      expect(ids(bySourceName.data)).to.deep.equal(ids(materials.filter((m) => m.source === target.source)));
    });

    it('icon library: data.list + total_count, pid with subcategories, name, and the category tree', async () => {
      const { icons, categories } = store.icons();
      expect(icons).to.have.length(400);
      const page = await post<ListData<IconRecord>>('/setting/icon_lib/list', { page: 2, page_size: 40 });
      expect(page.total_count).to.equal(400);
      expect(ids(page.list)).to.deep.equal(ids(icons.slice(40, 80)));
      const icon = page.list[0] as IconRecord;
      expect(icon).to.include.keys(['id', 'name', 'code', 'color', 'icon_code']);
      expect(icon.is_checked).to.equal(false);
      expect(icon.icon_code).to.match(/^data:image\/svg\+xml,/);

      const dir = await post<IconDirNode[]>('/setting/icon_lib/dir');
      expect(count(dir, (n) => n.children)).to.equal(categories.length);
      const root = dir[0] as IconDirNode;
      expect(root).to.have.keys(['id', 'name', 'children']);
      const leafIds = new Set(root.children.map((c) => c.id));
      const byRoot = await post<ListData<IconRecord>>('/setting/icon_lib/list', { pid: [root.id], page: 1, page_size: 0 });
      expect(ids(byRoot.list)).to.deep.equal(ids(icons.filter((i) => leafIds.has(i.pid))));
      expect(byRoot.total_count).to.be.greaterThan(0).and.lessThan(400);
      const byName = await post<ListData<IconRecord>>('/setting/icon_lib/list', { name: '首页', page: 1, page_size: 100 });
      expect(byName.total_count).to.equal(10);
      expect(byName.list.every((i) => i.name.startsWith('首页'))).to.equal(true);
    });
  });

  describe('reports and equipment', () => {
    it('report data items: data.data + data.total, search and class_name (class ids of large_screen_data_item)', async () => {
      const { items } = store.reports();
      const page = await post<DataData<ReportDataItem>>('/report_forms/large_screen_data_item/list_public', { page: 2, page_size: 10 });
      expect(page.total).to.equal(items.length);
      expect(ids(page.data)).to.deep.equal(ids(items.slice(10, 20)));
      expect(page.data[0]).to.include.keys([
        'serial_number', 'title', 'data_style_text', 'data_source_text', 'link', 'category_name', 'remark', 'created_by', 'updated_at',
      ]);

      const classes = await post<ListData<ClassRecord>>('/common/class/list?model_name=large_screen_data_item', { page: 1, page_size: 1000 });
      const cls = classes.list.find((c) => items.some((i) => i.class_id === c.id)) as ClassRecord;
      const byClass = await post<DataData<ReportDataItem>>('/report_forms/large_screen_data_item/list_public', {
        class_name: [cls.id],
        page_size: 0,
      });
      expect(byClass.total).to.be.greaterThan(0);
      expect(byClass.data.every((i) => i.category_name === cls.name)).to.equal(true);
      expect(ids(byClass.data)).to.deep.equal(ids(items.filter((i) => i.class_id === cls.id)));

      const target = items[5] as ReportDataItem;
      const bySearch = await post<DataData<ReportDataItem>>('/report_forms/large_screen_data_item/list_public', {
        search: { serial_number: target.serial_number },
      });
      expect(ids(bySearch.data)).to.deep.equal([target.id]);
    });

    it('equipment: data.data + data.total, name, equipment_num and project_id filters', async () => {
      const { equipment } = store.equipment();
      const page = await post<DataData<Equipment>>('/phm/equipment/opt_list', { page: 1, page_size: 10 });
      expect(page.total).to.equal(equipment.length);
      expect(page.data[0]).to.include.keys([
        'id', 'name', 'models', 'equipment_num', 'maker_num', 'project_id', 'project_name', 'group', 'manufacturer_name', 'production_date',
        'owner_use',
      ]);
      const all = await post<DataData<Equipment>>('/phm/equipment/opt_list', { page_size: 0 });
      expect(all.data).to.have.length(equipment.length);
      const target = equipment[9] as Equipment;
      const name = target.name.slice(0, 2);
      const byProject = await post<DataData<Equipment>>('/phm/equipment/opt_list', { project_id: target.project_id, name, page_size: 0 });
      const expected = equipment.filter((e) => e.project_id === target.project_id && e.name.includes(name));
      expect(expected.length).to.be.greaterThan(0).and.lessThan(equipment.length);
      expect(ids(byProject.data)).to.deep.equal(ids(expected));
      const byNum = await post<DataData<Equipment>>('/phm/equipment/opt_list', { equipment_num: target.equipment_num });
      expect(ids(byNum.data)).to.deep.equal([target.id]);
    });

    it('shared equipment adds the sharing organisation and the period', async () => {
      const { shared } = store.equipment();
      const data = await post<DataData<SharedEquipment>>('/phm/equipment/share/partner/opt_list', { page: 1, page_size: 0 });
      expect(data.total).to.equal(shared.length);
      const row = data.data[0] as SharedEquipment;
      expect(row).to.include.keys(['company_name', 'start_time', 'end_time', 'equipment']);
      expect(row.equipment.equipment_num).to.equal(row.equipment_num);
      expect(row.end_time > row.start_time).to.equal(true);
      const name = row.name.slice(0, 2);
      const byName = await post<DataData<SharedEquipment>>('/phm/equipment/share/partner/opt_list', { name, page_size: 0 });
      expect(ids(byName.data)).to.deep.equal(ids(shared.filter((e) => e.name.includes(name))));
    });
  });

  describe('determinism', () => {
    it('gives the same data after mock.reset(), whatever was generated first', async () => {
      const snapshot = async () =>
        JSON.stringify([
          await post('/goods/small/all', { page: 1, page_size: 3 }),
          await post('/common/class/list?model_name=project', { page: 1, page_size: 5 }),
          await get('/common/categoryGroup/category/list?modular=apaas_center'),
          await post('/scm/public/get_bom', { page: 1, page_size: 3 }),
          await post('/shop/public/common/sku_list', { page: 1, page_size: 3 }),
          await post('/app_shop/public/get_product_sku', { page: 1, pageSize: 3 }),
          await post('/sucai_manage/sucai/all_list', { page: 1, page_size: 3 }),
          await post('/setting/icon_lib/list', { page: 1, page_size: 3 }),
          await post('/report_forms/large_screen_data_item/list_public', { page: 1, page_size: 3 }),
          await post('/phm/equipment/share/partner/opt_list', { page: 1, page_size: 3 }),
        ]);
      const first = await snapshot();
      (store.shop().goods[0] as ShopGoods).name = 'changed by a test';
      mock.reset();
      // build other areas and keys first: each area and key has its own seed
      await post('/common/class/list?model_name=other', { page_size: 0 });
      await get('/common/categoryGroup/group/list?modular=project');
      store.equipment();
      expect(await snapshot()).to.equal(first);
    });
  });
});
