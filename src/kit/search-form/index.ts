export { SearchForm, BAR_ROW_HEIGHT, type SearchFormProps } from './SearchForm';
export {
  buildSearchPayload,
  searchPayload,
  datesReady,
  searchValueOf,
  round2,
  FORMATS,
  NUMBER_MAX,
  NUMBER_MIN,
  YEAR_MAX,
  YEAR_MIN,
} from './payload';
export { dateShortcuts, dayShortcuts, SHORTCUT_KEYS, DAY_SHORTCUT_KEYS, type DateShortcut, type ShortcutKey } from './shortcuts';
export {
  useRemoteOptions,
  shouldQuery,
  remoteFilters,
  optionsOf,
  REMOTE_PAGE_SIZE,
  type RemoteOptionsState,
} from './useRemoteOptions';
export { splitFields, type FieldSplit } from './layout';
export {
  fieldOfDefinition,
  fieldsOfDefinitions,
  fieldTypeOf,
  formValue,
  nodeOf,
  presetValues,
  remoteOptions,
  staticOptions,
  type SearchFieldDefinition,
  type SearchSelectDefinition,
} from './definitions';
