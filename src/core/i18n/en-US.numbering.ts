/** The numbering-rule list (spec 1 §2, §7 Numbering rules); the rule editor's texts are in rule-editor. */
export const numberingEnUS = {
  numberingRules: {
    label: 'Numbering rules',
    needed: 'Numbering rules needed',
    neededYes: 'Needed',
    neededNo: 'Not needed',
    add: 'Add',
    name: 'Rule name',
    num: 'Rule number',
    example: 'Example',
    appType: 'Application type',
    range: 'Range',
    enable: 'Enabled',
    setDefault: 'Set as default',
    edit: 'Edit',
    delete: 'Delete',
    disableFirst: 'Disable the rule before deleting it',
    noPermission: 'You are not allowed to view the numbering rules',
    deleteConfirm: 'Delete this item?',
    enableBeforeDefault: 'Enable this rule before making it the default numbering',
    missingField: 'The field attribute (the field the rules number) is not set: whether rules are needed cannot be saved',
  },
};
