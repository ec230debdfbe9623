/** The numbering-rule list and the rule editor (spec 1 §2, §3, §5, §7 Numbering rules); the spec's messages are under `rule`. */
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
  },
};
