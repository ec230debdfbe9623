// Partners area (spec 2 §7 People / organisations, spec 3 §7 Suppliers, contacts): supplier popup,
// supplier types and classify, contact popup, external organisation popup.
import type { HttpHandler } from 'msw';
import { allOf, asObject, auditFilters, filterRows, num, oneOfMatch, paged, pick, route, textMatch, type Input } from '../kit';
import { store } from '../store';
import type { Contact, ExternalOrg, Supplier } from '../types';

/** Enable filter: 0 = enabled only (enable !== 1), 1 = disabled only, absent = all. */
function enableMatch(wanted: unknown, enable: number): boolean {
  const w = num(wanted);
  if (w === undefined) return true;
  return w === 1 ? enable === 1 : enable !== 1;
}

function supplierList(input: Input): Supplier[] {
  // contact filters come as 'contact.name' keys or as a nested { contact: { name, mobile } }
  const contact = asObject(input.contact);
  const contactName = input['contact.name'] ?? input.contact_name ?? contact.name;
  const contactMobile = input['contact.mobile'] ?? input.contact_mobile ?? contact.mobile;
  return filterRows(
    store.partners().suppliers,
    allOf<Supplier>(auditFilters(input), {
      contains: pick(input, ['supplier_name', 'serial_number', 'supplier_code', 'email', 'department_name'] as const),
      oneOf: pick(input, ['source'] as const),
      where: [
        (s) => enableMatch(input.enable, s.enable),
        (s) => oneOfMatch(input.types_id, s.types.id),
        (s) => oneOfMatch(input.classify_id, s.classify.id),
        (s) => oneOfMatch(input.limit, s.restrict.map((r) => r.id)),
        (s) => textMatch(contactName, s.contact.map((c) => c.name)),
        (s) => textMatch(contactMobile, s.contact.map((c) => c.mobile)),
      ],
    }),
  );
}

function contactList(input: Input): Contact[] {
  return filterRows(
    store.partners().contacts,
    allOf<Contact>(auditFilters(input), {
      contains: pick(input, ['name', 'mobile', 'email', 'describe'] as const),
      oneOf: pick(input, ['source'] as const),
      where: [(c) => oneOfMatch(input.type ?? input.types, c.types.map((t) => t.type))],
    }),
  );
}

/** type (0 通用, 1 供应商) and from: one value or a list; the text fields: contains. */
function externalOrgList(input: Input): ExternalOrg[] {
  return filterRows(
    store.partners().externalOrgs,
    allOf<ExternalOrg>(auditFilters(input), {
      contains: pick(input, [
        'supplier_name', 'serial_number', 'supplier_code', 'department_name', 'department_code', 'username', 'mobile', 'email',
      ] as const),
      oneOf: pick(input, ['type', 'from', 'company_id'] as const),
    }),
  );
}

export const partnersHandlers: HttpHandler[] = [
  route('POST', '/eo/public/external/popup', ({ input }) => paged(input, externalOrgList(input), 'data')),
  route('POST', '/eo/public/external/supplier/popup', ({ input }) => paged(input, supplierList(input), 'data')),
  route('POST', '/eo/public/external/types/popup', () => store.partners().supplierTypes.map((t) => ({ ...t }))),
  route('POST', '/eo/public/external/classify/popup', ({ input }) => {
    const rows = store.partners().supplierClassify.map((c) => ({ ...c }));
    return num(input.is_page) ? paged(input, rows, 'data') : rows;
  }),
  route('POST', '/eo/public/external/contact/popup', ({ input }) => paged(input, contactList(input), 'data')),
];
