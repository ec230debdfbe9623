import type { partnersZhCN } from './zh-CN.partners';

/** The en-US strings of the partner pickers: the keys of zh-CN.partners.ts. */
export const partnersEnUS: typeof partnersZhCN = {
  partners: {
    mobile: 'Mobile',
    email: 'Email',
    creditCode: 'Unified social credit code',
    coreEnterprise: 'Core enterprise',
  },
  contactPicker: {
    title: 'Select contacts',
    name: 'Name',
    sourceTypes: 'Source / link types',
    codes: { 10: 'General', 20: 'Supplier', 30: 'Customer', 40: 'Administrator' },
  },
  supplierPicker: {
    title: 'Select suppliers',
    serial_number: 'Supplier number',
    supplier_name: 'Supplier name',
    source: 'Source',
    types: 'Supplier type',
    classify: 'Supplier classification',
    contacts: 'Contacts',
    contactName: 'Contact name',
    contactMobile: 'Contact mobile',
    restrict: 'Permissions',
    sources: { 1: 'Platform tenant', 2: 'Added manually', 3: 'SAP' },
    limits: { 1: 'Payments allowed', 2: 'Invoices allowed', 3: 'Receiving allowed' },
  },
  externalOrgPicker: {
    title: 'Select external organizations',
    serial_number: 'Number',
    supplier_name: 'Organization name',
    from_text: 'Source',
    type_text: 'Type',
    username: 'Contact',
  },
};
