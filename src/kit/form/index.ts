/**
 * The form kit: fields with rules and the spec's messages on react-hook-form, editable rows, drag and
 * keyboard sorting, the unsaved-changes guard and busy buttons. Management screens, approval, invoice and
 * file forms build on it as pickers build on the picker engine.
 */
export { useBoForm, BoForm, type BoFormProps } from './form';
export { required, rules, isEmptyValue, isRequired, decimalsOf, type FieldRules } from './rules';
export { useFormField, type BaseFieldProps } from './useFormField';
export { TextField, NumberField, DateField, DigitsField, optionOf, type Option, type TextFieldProps, type NumberFieldProps } from './fields';
export { TextareaField } from './TextareaField';
export { SwitchField, type SwitchFieldProps } from './SwitchField';
export { RadioField } from './RadioField';
export { CheckboxGroupField } from './CheckboxGroupField';
export type { ChoiceFieldProps } from './choice';
export { SelectField, type SelectFieldProps } from './SelectField';
export { MoneyField, type MoneyFieldProps } from './MoneyField';
export * from './editable-rows.logic';
export { useEditableRows, type EditableRows, type EditableRowsOptions } from './useEditableRows';
export { EditableTable, type EditableColumn, type EditableTableProps } from './EditableTable';
export { useSortable, type SortableOptions } from './useSortable';
export { SortHandle, type SortHandleProps } from './SortHandle';
export { useUnsavedGuard } from './useUnsavedGuard';
export { BusyButton } from './BusyButton';
export { FormDialog, type FormDialogProps } from './FormDialog';
export { NumberNameFields, type NumberNameFieldsProps, type NumberNameWords } from './NumberNameFields';
