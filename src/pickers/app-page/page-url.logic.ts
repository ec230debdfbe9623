/**
 * The company-id placeholder of a page's address (spec 2 §3 App page, §6): `{company_id}` in page_url is
 * replaced by the user's company id (the login info), else by the company id the page stored in
 * localStorage under `company_id`, else by 1. Pure: the stored value is read by the caller.
 */

/** What page_url holds where the company id goes. */
export const COMPANY_PLACEHOLDER = '{company_id}';
/** The localStorage key of a company id the host page stored (the old suite's `company_id`). */
export const STORED_COMPANY_KEY = 'company_id';

const usable = (v: unknown): string | undefined => {
  const text = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
  return text && text !== 'null' && text !== 'undefined' ? text : undefined;
};

/** The company id a page address gets: the user's, else the stored one, else '1'. */
export const companyIdOf = (userCompanyId: unknown, stored: unknown): string => usable(userCompanyId) ?? usable(stored) ?? '1';

/** The address with every placeholder filled (an address without one comes back as it is). */
export const fillPageUrl = (url: string | null | undefined, companyId: string): string => (url ?? '').split(COMPANY_PLACEHOLDER).join(companyId);

/** The stored company id, or null (no storage, or storage refused). */
export function storedCompanyId(): string | null {
  try {
    return window.localStorage.getItem(STORED_COMPANY_KEY);
  } catch {
    return null;
  }
}
