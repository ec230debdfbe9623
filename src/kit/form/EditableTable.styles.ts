import { makeStyles, tokens } from '@fluentui/react-components';

export const useEditableTableStyles = makeStyles({
  table: { width: '100%', borderCollapse: 'collapse', fontSize: tokens.fontSizeBase300 },
  head: { backgroundColor: tokens.colorNeutralBackground3, color: tokens.colorNeutralForeground2, fontWeight: tokens.fontWeightSemibold, textAlign: 'left' },
  cell: { borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, padding: '6px 8px', verticalAlign: 'middle' },
  editing: { backgroundColor: tokens.colorBrandBackground2 },
  handle: { width: '32px' },
  actions: { whiteSpace: 'nowrap', width: '1%' },
  error: { color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200, padding: '0 8px 6px' },
  empty: { textAlign: 'center', color: tokens.colorNeutralForeground3, padding: '16px' },
});
