/** bo-column-chooser in English. */
export const filesColumnsEnUS = {
  columnChooser: {
    title: 'Columns',
    multi: 'Multi-row headers',
    single: 'Single-row headers',
    fields: 'Fields',
    chosen: 'Chosen columns (drag to sort)',
    width: 'Min. width',
    widthOf: 'Minimum column width of {name} (px)',
    noneChosen: 'Choose at least one column',
    noFields: 'No fields to choose',
  },
};
