import { makeStyles, tokens } from '@fluentui/react-components';

export const ROW_HEIGHT = 40;

export const useSelectionTableStyles = makeStyles({
  scroller: {
    position: 'relative',
    overflow: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  table: { minWidth: '100%', width: 'max-content' },
  header: {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  headerCell: { fontWeight: tokens.fontWeightSemibold },
  body: { position: 'relative' },
  row: { position: 'absolute', left: 0, right: 0, height: `${ROW_HEIGHT}px`, cursor: 'pointer' },
  disabledRow: { cursor: 'not-allowed', color: tokens.colorNeutralForegroundDisabled },
  cell: { overflow: 'hidden', minWidth: '60px' },
  text: { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: '100%' },
});
