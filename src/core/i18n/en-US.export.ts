/** The export-plan drawer (spec 1 §2 "Export-plan drawer"); its validation messages are in en-US.ts `exportPlan`. */
export const exportEnUS = {
  exportDrawer: {
    title: 'Export fields',
    plans: 'Export plans',
    addPlan: 'Add plan',
    planName: 'Plan name',
    planNamePlaceholder: 'Enter a plan name',
    save: 'Save',
    cancel: 'Cancel',
    star: 'Make default plan',
    starred: 'Default plan',
    edit: 'Edit plan',
    delete: 'Delete plan',
    system: 'System',
    selectAll: 'Select all fields',
    basic: 'Basic fields',
    customer: 'Custom fields',
    chosen: 'Selected fields',
  },
  exportPlan: {
    nameRequired: 'Enter a name first',
    fieldsRequired: 'Select fields first',
    deleteConfirm: 'Delete this plan?',
  },
};
