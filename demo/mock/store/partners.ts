// Partners area: 120 suppliers, 6 supplier types, 5 classify entries, 150 contacts and 150 external
// organisations (the external organisations come from a seed of their own, so adding them left the
// suppliers and contacts as they were).
import { PARTNER_WORDS, Rng, audit, hashSeed, serial } from '../random';
import type {
  Contact,
  ContactSource,
  ExternalOrg,
  ExternalOrgFrom,
  ExternalOrgType,
  IdName,
  PartnersData,
  Supplier,
  SupplierRestrict,
  SupplierSource,
} from '../types';

export const SUPPLIER_COUNT = 120;
export const CONTACT_COUNT = 150;
export const EXTERNAL_ORG_COUNT = 150;
/** Labels of ExternalOrg.type and .from (type_text, from_text). */
export const EXTERNAL_ORG_TYPES: Record<ExternalOrgType, string> = { 0: '通用', 1: '供应商' };
export const EXTERNAL_ORG_FROMS: Record<ExternalOrgFrom, string> = { 1: '平台租户', 2: '自行添加' };
/** company_id of external organisation n is EXTERNAL_COMPANY_BASE + n (tenants of their own, not the org's). */
const EXTERNAL_COMPANY_BASE = 1000;
const CONTACT_SOURCES: readonly ContactSource[] = [10, 20, 30, 40];

const idNames = (names: readonly string[]): IdName[] => names.map((name, i) => ({ id: i + 1, name }));

function contacts(rng: Rng, people: readonly string[]): Contact[] {
  return Array.from({ length: CONTACT_COUNT }, (_, i) => {
    const id = i + 1;
    const source = rng.weighted<ContactSource>([[10, 0.4], [20, 0.35], [30, 0.2], [40, 0.05]]);
    const others = rng.some(
      CONTACT_SOURCES.filter((s) => s !== source),
      0,
      1,
    );
    return {
      id,
      name: rng.personName(),
      mobile: rng.mobile(),
      email: rng.bool(0.85) ? rng.email(`contact${id}`) : '',
      describe: rng.bool(0.7) ? rng.pick(PARTNER_WORDS.contactDescribes) : '',
      source,
      types: [source, ...others].map((type) => ({ type })),
      ...audit(rng, people),
    };
  });
}

function suppliers(
  rng: Rng,
  people: readonly string[],
  types: readonly IdName[],
  classify: readonly IdName[],
  contactList: readonly Contact[],
): Supplier[] {
  const restricts: SupplierRestrict[] = PARTNER_WORDS.restricts.map((name, i) => ({ id: (i + 1) as 1 | 2 | 3, name }));
  return Array.from({ length: SUPPLIER_COUNT }, (_, i) => {
    const id = i + 1;
    const type = rng.pick(types);
    const cls = rng.pick(classify);
    const core = rng.region();
    return {
      id,
      source: rng.weighted<SupplierSource>([[2, 0.6], [1, 0.3], [3, 0.1]]),
      serial_number: serial('GYS', id),
      supplier_name: rng.companyName(),
      supplier_code: rng.creditCode(),
      department_name: `${core.city.replace('市', '')}核心企业`,
      department_code: serial('HX', rng.int(1, 20), 3),
      enable: rng.bool(0.85) ? 0 : 1,
      types: { id: type.id, name: type.name },
      classify: { id: cls.id, name: cls.name },
      contact: rng.some(contactList, 1, 3).map((c) => ({ id: c.id, name: c.name, mobile: c.mobile })),
      restrict: rng.some(restricts, 0, 3).map((r) => ({ ...r })),
      email: rng.email(`supplier${id}`),
      ...audit(rng, people),
    };
  });
}

function externalOrgs(rng: Rng, people: readonly string[]): ExternalOrg[] {
  const names = new Set<string>();
  return Array.from({ length: EXTERNAL_ORG_COUNT }, (_, i) => {
    const id = i + 1;
    let name = rng.companyName();
    while (names.has(name)) name = rng.companyName();
    names.add(name);
    const type = rng.weighted<ExternalOrgType>([[1, 0.6], [0, 0.4]]);
    const from = rng.weighted<ExternalOrgFrom>([[1, 0.45], [2, 0.55]]);
    const core = rng.region();
    return {
      id,
      company_id: EXTERNAL_COMPANY_BASE + id,
      serial_number: serial('WB', id),
      type,
      type_text: EXTERNAL_ORG_TYPES[type],
      from,
      from_text: EXTERNAL_ORG_FROMS[from],
      supplier_name: name,
      supplier_code: rng.creditCode(),
      department_name: `${core.city.replace('市', '')}核心企业`,
      department_code: serial('HX', rng.int(1, 20), 3),
      username: rng.personName(),
      mobile: rng.mobile(),
      email: rng.email(`org${id}`),
      ...audit(rng, people),
    };
  });
}

export function generatePartners(seed: number): PartnersData {
  const rng = new Rng(seed);
  const people = Array.from({ length: 30 }, () => rng.personName());
  const supplierTypes = idNames(PARTNER_WORDS.supplierTypes);
  const supplierClassify = idNames(PARTNER_WORDS.classify);
  const contactList = contacts(rng, people);
  return {
    suppliers: suppliers(rng, people, supplierTypes, supplierClassify, contactList),
    supplierTypes,
    supplierClassify,
    contacts: contactList,
    externalOrgs: externalOrgs(new Rng(hashSeed(seed, 'external')), people),
  };
}
