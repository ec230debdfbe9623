import type { searchZhCN } from './zh-CN.search';

/** The search bar and the search-scheme drawer, in English. */
export const searchEnUS: typeof searchZhCN = {
  searchBar: {
    label: 'Advanced search',
    addTemporary: 'Add a temporary field',
    clear: 'Clear',
    schemes: 'Search schemes',
    schemesOf: 'Search scheme: {name}',
    manageSchemes: 'Manage schemes…',
    noSchemes: 'No schemes',
    statistics: 'Statistics',
  },
  schemeDrawer: {
    title: 'Search schemes',
    temporaryTitle: 'Add temporary search fields',
    schemes: 'Schemes',
    add: 'New scheme',
    name: 'Scheme name',
    namePlaceholder: 'Enter a scheme name',
    untitled: 'Untitled scheme',
    builtIn: 'Built in',
    current: 'Current scheme',
    star: 'Make current: {name}',
    edit: 'Edit {name}',
    delete: 'Delete {name}',
    save: 'Save',
    fields: 'Search fields',
    selectAll: 'Select all',
    chosen: 'Chosen fields ({count})',
    chosenEmpty: 'Tick search fields on the left',
    remove: 'Remove {name}',
  },
  scheme: {
    selectRequired: 'Select a scheme first',
    nameRequired: 'Enter a name first',
    fieldsRequired: 'Select search fields first',
    deleteConfirm: 'Delete this scheme?',
  },
};
