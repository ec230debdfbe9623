/** The pickers that choose through tabs or trees (zh-CN.pickers-tree.ts). */
export const pickersTreeEnUS = {
  regionPicker: {
    title: 'Select region',
    province: 'Province',
    city: 'City',
    area: 'District',
    chosen: 'Chosen:',
  },
  hierarchyPicker: {
    title: 'Select levels',
    pleaseSelect: 'Please select',
    selectAll: 'Select all',
    drill: 'Open the level under {name}',
  },
  cascaderPicker: {
    title: 'Select data',
    chosen: 'Chosen',
  },
};
