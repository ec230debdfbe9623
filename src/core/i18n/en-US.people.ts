import type { peopleZhCN } from './zh-CN.people';

/** The en-US strings of the people and organisation pickers: the keys of zh-CN.people.ts. */
export const peopleEnUS: typeof peopleZhCN = {
  departmentPicker: {
    title: 'Select departments',
    name: 'Department name',
    serial_number: 'Department number',
    location: 'Region',
    address: 'Address',
    class_name: 'Department type',
  },
  orgPicker: {
    title: 'Select departments, groups or positions',
    department: 'Departments',
    staffGroup: 'Staff groups',
    position: 'Positions',
  },
  staffPicker: {
    title: 'Select staff',
    serial_number: 'Staff number',
    name: 'Name',
    mobile: 'Mobile',
    departments: 'Departments',
    positions: 'Positions',
    keyword: 'Keyword',
    keywordHint: 'Name, number or mobile',
    status: { 1: 'Awaiting assignment', 2: 'Active', 3: 'Left' },
    more: '({count} in all)',
  },
  peoplePicker: {
    title: 'Select people',
    internal: 'Internal staff',
    external: 'External contacts',
  },
  notifierPicker: {
    title: 'Select recipients',
    internal: 'Internal',
    general: 'General',
    supplier: 'Suppliers',
  },
  tenantPicker: {
    title: 'Select tenants',
    internal: 'Internal',
    companies: 'Companies',
    general: 'General',
    supplier: 'Suppliers',
  },
};
