/** Shop records of spec 2 §3 as the SKU picker reads them. */

/** A shop goods (SKU) row of POST /shop/public/common/sku_list. */
export interface ShopGoods {
  id: number;
  name: string;
  info?: string;
  cover_img_path?: string;
  serial_number?: string;
  sku_number?: string;
  spu_number?: string;
  com_sku_spec_text?: string;
  /** 0, 1, 3 audit statuses; 10 已上架, 11 待上架, 12 已下架, 13 平台下架, 14 已删除 */
  status: number;
  price: number;
  market_price?: number;
  brand?: { value?: string };
  unit_name?: string;
  pre_sale?: 0 | 1;
  deliver_day?: number;
  /** 1 可议价, 0 不可议价 */
  is_bargain?: 0 | 1;
  /** 驳 (rejected), 撤 (withdrawn), 停 (stopped) or '' */
  com_spu?: { approval_status_tag?: string };
  /** the small number of the goods */
  goods_small_sort_num?: string;
  com_spu_serial_number?: string;
  created_by?: string;
  created_at?: string;
  updated_by?: string;
  updated_at?: string;
}

/** A product SKU row of POST /app_shop/public/get_product_sku. */
export interface ProductSku {
  id: number;
  product: { name: string; serial_number: string };
  sku_number: string;
  /** 2 待上架, 3 已上架 */
  status: number;
  /** days */
  validity: number;
  base_price: number;
  sale_price: number;
  category_name?: string;
}

export type SkuRow = ShopGoods | ProductSku;
