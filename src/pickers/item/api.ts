/** Item-stock rows of spec 2 §3 as POST /scm/public/get_bom returns them (data.data + data.total). */
export interface ItemStock {
  id: number;
  goods_code: string;
  goods_small_code?: string;
  goods_name: string;
  description?: string;
  belong_company_name?: string;
  belong_company_code?: string;
  stock?: number;
  unit_name?: string;
  storage?: { serial_number?: string; name?: string };
  location_code?: string;
  storage_batch_no?: string;
  /** days in stock */
  age?: number;
  supply_company_serial_number?: string;
  supply_company_name?: string;
  project_name?: string;
  goods_batch_no?: string;
  goods_sn?: string;
  goods_expire?: string;
  public_goods?: {
    goods_type_name?: string;
    goods_group_list?: { goods_group_id: number; goods_group_name: string }[];
    goods_little_category_name?: string;
  };
}
