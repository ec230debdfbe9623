/** The company bank account of spec 2 §3 (Bank account popup row, its filters, its status) and the calls
 * of its picker (§7 Finance). */
import { source, type DataSource } from '../../kit/data/source';

/** A bank account as the popup lists it. */
export interface BankAccount {
  id: number;
  /** the account holder */
  name: string;
  account?: string;
  supplier_company_name?: string;
  currency_name?: string;
  bank?: string;
  bank_account?: string;
  /** 1 正常, 2 冻结, 0 销户 */
  status?: number;
  created_by?: string;
  created_at?: string;
  updated_by?: string;
  updated_at?: string;
}

/**
 * POST /eo/public/account_bank/popup {filters, page, page_size}; data.data + data.total. The filters hold
 * the search and the company: the `company-id` attribute's, or else the logged-in user's company_id
 * (spec 2 line 140: bank accounts are filtered by company).
 */
export const bankAccounts = (companyId?: number): DataSource<BankAccount> =>
  source<BankAccount>({
    method: 'POST',
    url: '/eo/public/account_bank/popup',
    shape: 'data',
    searchKey: 'filters',
    fixedInSearch: true,
    ...(companyId === undefined ? { user: { company_id: 'company_id' } } : { fixed: { company_id: companyId } }),
  });

/** The account natures of the account-nature filter: POST /ocr/finance/public/account/att/popup
 * {page_size: 10000}; data.data of {id, name}. */
export const accountNatures = source({ method: 'POST', url: '/ocr/finance/public/account/att/popup', shape: 'data', fixed: { page_size: 10000 } });
