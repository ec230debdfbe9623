/** The types of a custom field (spec 1 §3 "Custom field"), which the list names and its search offers: a
 * module of their own, so that the list's first paint does not carry the drawer's logic. */
export const FIELD_TYPES = ['text', 'textarea', 'number', 'radio', 'checkbox', 'select', 'selects', 'date', 'file'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];
