/** The columns of the two SKU tables: shop goods (spec 2 §3 Shop goods row) and product SKUs. */
import '../../core/i18n/areas/pickers-stock';
import { Badge } from '@fluentui/react-components';
import { useT, type Translate } from '../../core/i18n';
import { formatFen, toFen } from '../../kit/money';
import { auditColumns, type Column } from '../../kit/table/columns';
import { Thumbnail } from '../shared/cells';
import type { ProductSku, ShopGoods } from './api';

/** Yuan as the backend sends it, shown with two decimals through integer fen (no float rounding). */
const money = (n: number | undefined) => {
  const fen = typeof n === 'number' ? toFen(n) : null;
  return fen === null ? undefined : formatFen(fen);
};
const label = (labels: Record<number, string>, code: number | undefined) => (code === undefined ? undefined : (labels[code] ?? String(code)));

/** The status, with the SPU's approval tag (驳 / 撤 / 停) when it has one. */
function GoodsStatus({ row }: { row: ShopGoods }) {
  const t = useT();
  const tag = row.com_spu?.approval_status_tag;
  return (
    <span data-status={row.status}>
      {label(t.strings.skuPicker.goodsStatus, row.status)}
      {tag && <Badge size="small" appearance="tint" color="danger" style={{ marginInlineStart: 4 }}>{tag}</Badge>}
    </span>
  );
}

export const goodsColumns = (t: Translate): Column<ShopGoods>[] => [
  { key: 'name', title: t('skuPicker.goodsName'), width: 200 },
  { key: 'cover', title: t('skuPicker.cover'), width: 64, render: (r) => <Thumbnail src={r.cover_img_path} alt={r.name} /> },
  { key: 'serial_number', title: t('skuPicker.goodsSerial'), width: 110 },
  { key: 'sku_number', title: t('skuPicker.sku_number'), width: 120 },
  { key: 'spec', title: t('skuPicker.spec'), width: 120, value: (r) => r.com_sku_spec_text },
  { key: 'price', title: t('field.price'), width: 90, align: 'end', sortKey: 'price', value: (r) => money(r.price) },
  {
    key: 'market_price',
    title: t('skuPicker.market_price'),
    width: 100,
    align: 'end',
    sortKey: 'market_price',
    render: (r) => (r.market_price === undefined ? '--' : <s data-market-price="">{money(r.market_price)}</s>),
  },
  { key: 'status', title: t('field.status'), width: 110, render: (r) => <GoodsStatus row={r} /> },
  { key: 'brand', title: t('field.brand_name'), width: 90, value: (r) => r.brand?.value },
  { key: 'pre_sale', title: t('skuPicker.pre_sale'), width: 70, value: (r) => label(t.strings.skuPicker.preSale, r.pre_sale) },
  { key: 'deliver_day', title: t('skuPicker.deliver_day'), width: 90, align: 'end', value: (r) => r.deliver_day },
  { key: 'is_bargain', title: t('skuPicker.is_bargain'), width: 90, value: (r) => label(t.strings.skuPicker.bargain, r.is_bargain) },
  { key: 'unit_name', title: t('field.unit'), width: 70 },
  { key: 'spu_number', title: t('skuPicker.spu_number'), width: 110 },
  { key: 'info', title: t('skuPicker.info'), width: 160 },
  { key: 'goods_small_sort_num', title: t('skuPicker.goods_small_sort_num'), width: 120 },
  { key: 'com_spu_serial_number', title: t('skuPicker.com_spu_serial_number'), width: 120 },
  ...auditColumns<ShopGoods>(t),
];

export const productColumns = (t: Translate): Column<ProductSku>[] => [
  { key: 'product_name', title: t('skuPicker.productName'), width: 200, value: (r) => r.product.name },
  { key: 'product_serial', title: t('skuPicker.productSerial'), width: 110, value: (r) => r.product.serial_number },
  { key: 'sku_number', title: t('skuPicker.sku_number'), width: 120 },
  { key: 'status', title: t('field.status'), width: 80, value: (r) => label(t.strings.skuPicker.productStatus, r.status) },
  { key: 'validity', title: t('skuPicker.validity'), width: 100, align: 'end', value: (r) => (r.validity === 0 ? t('skuPicker.permanent') : r.validity) },
  { key: 'base_price', title: t('skuPicker.base_price'), width: 100, align: 'end', value: (r) => money(r.base_price) },
  { key: 'sale_price', title: t('skuPicker.sale_price'), width: 100, align: 'end', value: (r) => money(r.sale_price) },
  { key: 'category_name', title: t('field.category'), width: 120 },
];
