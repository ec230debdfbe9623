// Record types of the partners area (spec 2 §3, spec 3 §3): suppliers, contacts, external organisations.
// Re-exported by ./types; field names follow the specifications.
import type { Audit, IdName } from './types';

/** 1 platform tenant, 2 self-added, 3 SAP. */
export type SupplierSource = 1 | 2 | 3;

/** Restriction ids: 1 允许付款, 2 允许收票, 3 允许收货 (filter field `limit`). */
export interface SupplierRestrict {
  id: 1 | 2 | 3;
  name: string;
}

export interface Supplier extends Audit {
  id: number;
  source: SupplierSource;
  serial_number: string;
  supplier_name: string;
  /** 18-character unified social credit code. */
  supplier_code: string;
  department_name: string;
  department_code: string;
  /** 1 disabled, anything else enabled. */
  enable: 0 | 1;
  types: IdName;
  classify: IdName;
  contact: { id: number; name: string; mobile: string }[];
  restrict: SupplierRestrict[];
  email: string;
}

/** 10 通用, 20 供应商, 30 客户, 40 管理员. */
export type ContactSource = 10 | 20 | 30 | 40;

export interface Contact extends Audit {
  id: number;
  name: string;
  mobile: string;
  email: string;
  describe: string;
  source: ContactSource;
  types: { type: ContactSource }[];
}

export interface PartnersData {
  suppliers: Supplier[];
  supplierTypes: IdName[];
  supplierClassify: IdName[];
  contacts: Contact[];
  /** External organisations (POST /eo/public/external/popup). */
  externalOrgs: ExternalOrg[];
}

/** type: 0 通用 (general), 1 供应商 (supplier); the picker's tab ids. */
export type ExternalOrgType = 0 | 1;
/** from: 1 平台租户 (a tenant of the platform), 2 自行添加 (added by the company itself). */
export type ExternalOrgFrom = 1 | 2;

type ExternalOrgText = 'serial_number' | 'from_text' | 'type_text' | 'supplier_name' | 'supplier_code' | 'department_name'
  | 'department_code' | 'username' | 'mobile' | 'email';

/** Row of POST /eo/public/external/popup (spec 2 §3 External organisation): supplier_code is the 18-character
 * unified social credit code, department_name/_code the core enterprise, username the organisation's contact
 * (account) name; type_text and from_text are the labels of `type` and `from`. company_id is the organisation's
 * own tenant (company) id. */
export interface ExternalOrg extends Audit, Record<ExternalOrgText, string> {
  id: number;
  company_id: number;
  type: ExternalOrgType;
  from: ExternalOrgFrom;
}
