/** The form kit's own words in English. */
export const formEnUS = {
  form: {
    required: 'This field is required',
    maxLength: 'At most {max} characters',
    range: 'Enter a number from {min} to {max}',
    decimals: 'At most {n} decimal places',
    notNumber: 'Enter a number',
    notNegative: 'Must not be below 0',
    tooLarge: 'The amount cannot be over {max}',
    pattern: 'The format is not valid',
    selectPlaceholder: 'Select',
    inputPlaceholder: 'Enter',
    actions: 'Actions',
    edit: 'Edit',
    delete: 'Delete',
    add: 'Add',
    save: 'Save',
    sortHandle: 'Drag, or move with the up and down arrow keys: item {n} of {count}',
    moved: 'Moved to item {n}',
    unsavedTitle: 'Notice',
    unsavedQuestion: 'You have unsaved changes. Discard them?',
    discard: 'Discard changes',
    keepEditing: 'Keep editing',
  },
  // the chosen list of a chooser (src/kit/chooser): export fields, table columns
  chooser: {
    count: '{n} selected',
    remove: 'Remove {name}',
    fixed: 'Required field, cannot be removed',
  },
};
