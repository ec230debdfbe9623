/** Goods records of spec 2 §3 as the goods picker reads them. */
export interface Goods {
  id: number;
  name: string;
  serial_number: string;
  describe?: string;
  goods_class: 1 | 2;
  price_unit?: { name: string };
  price_count?: number;
  goods_type?: { id: number; name: string; path_name?: string[] };
  goods_group?: { id: number; name: string }[];
  goods_little_category?: { id: number; name: string };
  brand_name?: string;
  goods_unit?: string;
  created_by?: string;
  created_at?: string;
  updated_by?: string;
  updated_at?: string;
}

/** A small-number (variant) goods row. */
export interface SmallGoods {
  id: number;
  goods: Goods;
  sort_num: string;
  brand_name?: string;
  image_num?: string;
  drawing_version?: string;
  ebom_version?: string;
  goods_count?: { stock: number; virtual_stock: number; ready_for_delivery: number; scheduled_receipt: number; scheduled_out: number };
}

