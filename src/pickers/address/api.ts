/** The address of spec 2 §3 (Address, types 1..7) and its list (§7 Address / map / region). */
import { source } from '../../kit/data/source';

/** 1 收货地址, 2 发货地址, 3 退货地址, 4 发票邮寄地址, 5 仓库地址, 6 其他, 7 办公地址 */
export const ADDRESS_TYPES = [1, 2, 3, 4, 5, 6, 7] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

export interface Address {
  id: number;
  serial_number?: string;
  alias?: string;
  address_type?: AddressType;
  address_type_name?: string;
  is_out?: 0 | 1;
  is_default?: 0 | 1;
  contacts_name?: string;
  contacts_mobile?: string;
  province?: string;
  city?: string;
  area?: string;
  address?: string;
  created_by?: string;
  created_at?: string;
  updated_by?: string;
  updated_at?: string;
}

/**
 * POST /base/address/list {filters, address_type | status: 1, page, page_size}: the addresses of a type,
 * or without one the enabled addresses (status 1); the search goes in `filters`. The spec names no
 * answer shape: read as the other /base lists answer (data.list + data.total_count).
 */
export const addresses = (type?: AddressType) =>
  source<Address>({
    method: 'POST',
    url: '/base/address/list',
    shape: 'list',
    searchKey: 'filters',
    fixed: type === undefined ? { status: 1 } : { address_type: type },
  });
