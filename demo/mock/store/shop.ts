// Shop area (spec 2 Shop pickers): the shop, platform and app-shop category trees, the shop_commodity
// goods-group tree, 300 shop goods (SKU rows of /shop/public/common/sku_list) and ~200 product SKUs of
// the app shop (/app_shop/public/get_product_sku).
import { Rng, audit, serial } from '../random';
import type { CategoryRecord, ProductSku, ProductSkuStatus, ShopData, ShopGoods, ShopGoodsStatus } from '../types';
import { COLORS, svgDataUrl } from './sucai';
import { RecordList, leafIds, peopleOf, type TreeSpec } from './trees';

export const SHOP_GOODS_COUNT = 300;
export const PRODUCT_SKU_COUNT = 200;

/** Leaves of the shop tree, in order, with the products sold under each. */
const SHOP_LEAVES: readonly (readonly [string, readonly string[]])[] = [
  ['手机通讯', ['智能手机', '手机壳', '充电器', '数据线']],
  ['耳机音箱', ['蓝牙耳机', '头戴式耳机', '便携音箱']],
  ['生活电器', ['电热水壶', '空气净化器', '吸尘器']],
  ['粮油调味', ['东北大米', '花生油', '生抽酱油']],
  ['休闲零食', ['坚果礼盒', '牛肉干', '苏打饼干']],
  ['饮料冲调', ['矿泉水', '绿茶饮料', '速溶咖啡']],
  ['个护清洁', ['洗衣液', '抽纸', '洗发水']],
  ['厨房用品', ['不粘锅', '保温杯', '刀具套装']],
  ['家纺床品', ['四件套', '乳胶枕', '蚕丝被']],
  ['书写工具', ['中性笔', '钢笔', '荧光笔']],
  ['纸张本册', ['A4复印纸', '笔记本', '便利贴']],
];
const leafNames = (from: number, to: number) => SHOP_LEAVES.slice(from, to).map(([name]) => name);
const SHOP_TREE: TreeSpec = {
  数码家电: leafNames(0, 3),
  食品生鲜: leafNames(3, 6),
  日用百货: leafNames(6, 9),
  办公文具: leafNames(9, 11),
};
/** Same leaf order as the shop tree: shop leaf i is sold under platform leaf i. */
const PLAT_TREE: TreeSpec = {
  电子产品: ['通讯设备', '影音设备', '家用电器'],
  食品饮料: ['粮油副食', '零食特产', '酒水饮料'],
  家居日用: ['清洁用品', '厨具餐具', '床上用品'],
  办公用品: ['文具', '纸品'],
};
const GROUP_TREE: TreeSpec = { 热销商品: ['爆款', '新品'], 推荐商品: [], 清仓商品: [], 企业采购: ['办公集采', '员工福利'] };

/** Brands and SKU specs per root of the shop tree (leaves 0-2, 3-5, 6-8, 9-10). */
const ROOT_OF_LEAF = [0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3];
const BRANDS = [
  ['华为', '小米', '美的', '格力', '海尔'],
  ['金龙鱼', '三只松鼠', '农夫山泉', '五常', '雀巢'],
  ['蓝月亮', '维达', '苏泊尔', '罗莱', '心相印'],
  ['得力', '晨光', '齐心', '国誉'],
];
const SPECS = [
  ['颜色:黑色', '颜色:白色', '颜色:蓝色', '版本:标准版', '版本:高配版'],
  ['规格:500g', '规格:1kg', '规格:5kg', '包装:礼盒装', '包装:家庭装'],
  ['规格:标准装', '规格:家庭装', '尺寸:大号', '尺寸:小号', '颜色:米白'],
  ['颜色:黑色', '颜色:蓝色', '规格:10支装', '规格:单本', '规格:整箱'],
];
const UNITS = ['件', '个', '箱', '袋', '盒', '瓶', '台', '套'];
const INFOS = ['正品保障，7天无理由退货', '企业采购专享价', '限时特惠，售完即止', '厂家直发，全国联保', '支持开具增值税专用发票'];

/** Leaves of the app-shop tree with their products; every product is sold in editions (SKUs). */
const APP_LEAVES: readonly (readonly [string, readonly string[]])[] = [
  ['SaaS订阅', ['云ERP', '在线CRM', '电子签章', '智能报销']],
  ['实施服务', ['ERP实施', '数据迁移', '系统集成']],
  ['定制开发', ['报表定制', '移动端定制', '接口开发']],
  ['智能终端', ['考勤机', '扫码枪', '智能门禁']],
  ['网络设备', ['企业路由器', '无线AP', '防火墙']],
  ['线上课程', ['财务共享课程', '采购管理课程', '数字化转型课程']],
  ['线下培训', ['管理层研修班', '实施顾问认证']],
  ['增值服务', ['短信包', '存储扩容', '专属客服']],
];
const appLeafNames = (from: number, to: number) => APP_LEAVES.slice(from, to).map(([name]) => name);
const APP_TREE: TreeSpec = {
  软件服务: appLeafNames(0, 3),
  硬件设备: appLeafNames(3, 5),
  培训课程: appLeafNames(5, 7),
  其他服务: appLeafNames(7, 8),
};
const EDITIONS = ['标准版', '专业版', '旗舰版', '基础包', '年度包'];
const VALIDITY = [0, 30, 90, 180, 365, 730];

const money = (yuan: number) => Math.round(yuan * 100) / 100;

function shopGoods(
  rng: Rng,
  people: readonly string[],
  shopCats: readonly CategoryRecord[],
  platCats: readonly CategoryRecord[],
  groups: readonly CategoryRecord[],
): ShopGoods[] {
  const shopLeaves = leafIds(shopCats);
  const platLeaves = leafIds(platCats);
  const rows: ShopGoods[] = [];
  for (let spu = 1; rows.length < SHOP_GOODS_COUNT; spu++) {
    const leaf = rng.int(0, SHOP_LEAVES.length - 1);
    const product = rng.pick((SHOP_LEAVES[leaf] as (typeof SHOP_LEAVES)[number])[1]);
    const root = ROOT_OF_LEAF[leaf] as number;
    const brand = rng.pick(BRANDS[root] as string[]);
    const spuNumber = serial('SPU', spu, 6);
    const groupIds = rng.some(groups, 0, 2).map((g) => g.id);
    const skuCount = Math.min(rng.int(1, 3), SHOP_GOODS_COUNT - rows.length);
    const specs = rng.some(SPECS[root] as string[], skuCount, skuCount);
    specs.forEach((spec, k) => {
      const id = rows.length + 1;
      const price = money(rng.int(190, 99900) / 100);
      rows.push({
        id,
        name: `${brand}${product} ${spec.split(':')[1] ?? ''}`.trim(),
        info: rng.pick(INFOS),
        goods_small_sort_num: `${spuNumber}-${String(k + 1).padStart(2, '0')}`,
        status: rng.weighted<ShopGoodsStatus>([[10, 0.5], [11, 0.12], [12, 0.1], [13, 0.04], [14, 0.03], [0, 0.08], [1, 0.08], [3, 0.05]]),
        cover_img_path: svgDataUrl({ color: rng.pick(COLORS), glyph: product.charAt(0) }),
        market_price: rng.bool(0.15) ? price : money(price * (1 + rng.int(5, 40) / 100)),
        price,
        com_spu_serial_number: serial('CSPU', spu, 6),
        serial_number: serial('SP', id, 5),
        com_sku_spec_text: spec,
        brand: { value: brand },
        unit_name: rng.pick(UNITS),
        pre_sale: rng.bool(0.15) ? 1 : 0,
        deliver_day: rng.int(1, 15),
        is_bargain: rng.bool(0.2) ? 1 : 0,
        spu_number: spuNumber,
        sku_number: `SKU${spuNumber.slice(3)}${String(k + 1).padStart(2, '0')}`,
        com_spu: { approval_status_tag: rng.weighted([['', 0.85], ['驳', 0.05], ['撤', 0.05], ['停', 0.05]]) },
        group_ids: groupIds,
        shop_category_id: shopLeaves[leaf] as number,
        plat_category_id: platLeaves[leaf] as number,
        ...audit(rng, people),
      });
    });
  }
  return rows;
}

function productSkus(rng: Rng, people: readonly string[], appCats: readonly CategoryRecord[]): ProductSku[] {
  const leaves = leafIds(appCats);
  const rows: ProductSku[] = [];
  for (let p = 1; rows.length < PRODUCT_SKU_COUNT; p++) {
    const leaf = rng.int(0, APP_LEAVES.length - 1);
    const [categoryName, names] = APP_LEAVES[leaf] as (typeof APP_LEAVES)[number];
    const product = { name: rng.pick(names), serial_number: serial('CP', p, 4), ...audit(rng, people) };
    const editions = rng.some(EDITIONS, 1, Math.min(4, PRODUCT_SKU_COUNT - rows.length));
    editions.forEach((edition, k) => {
      const base = rng.int(10, 500) * 100;
      rows.push({
        id: rows.length + 1,
        product: { ...product, name: `${product.name}${edition}` },
        sku_number: `${product.serial_number}-${String(k + 1).padStart(2, '0')}`,
        status: rng.weighted<ProductSkuStatus>([[3, 0.55], [2, 0.25], [1, 0.1], [4, 0.1]]),
        validity: rng.pick(VALIDITY),
        base_price: base,
        sale_price: rng.bool(0.3) ? base : money(base * rng.int(60, 95) / 100),
        category_name: categoryName,
        category_id: leaves[leaf] as number,
      });
    });
  }
  return rows;
}

export function generateShop(seed: number): ShopData {
  const rng = new Rng(seed);
  const people = peopleOf(rng);
  const shopCategories = new RecordList(rng, people, 'DPFL').addSpec(SHOP_TREE).list;
  const platCategories = new RecordList(rng, people, 'PTFL').addSpec(PLAT_TREE).list;
  const appCategories = new RecordList(rng, people, 'YYFL').addSpec(APP_TREE).list;
  const groups = new RecordList(rng, people, 'SPFZ').addSpec(GROUP_TREE).list;
  return {
    groups,
    shopCategories,
    platCategories,
    appCategories,
    goods: shopGoods(rng, people, shopCategories, platCategories, groups),
    productSkus: productSkus(rng, people, appCategories),
  };
}
