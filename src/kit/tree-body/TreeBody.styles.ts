import { makeStyles, tokens } from '@fluentui/react-components';

export const useTreeBodyStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS, minHeight: 0, flexShrink: 1 },
  filter: { flexShrink: 0, width: '280px', maxWidth: '100%' },
  // the check tree: a bordered box of the table's height
  box: {
    display: 'flex',
    flexDirection: 'column',
    minHeight: '240px',
    flexShrink: 1,
    padding: tokens.spacingHorizontalXS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  // the first cell of a tree table: indent, chevron, then the text
  treeCell: { display: 'flex', alignItems: 'center', minWidth: 0, width: '100%' },
  toggle: {
    flex: '0 0 24px',
    height: '24px',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: 0,
    border: 'none',
    background: 'none',
    cursor: 'pointer',
    color: tokens.colorNeutralForeground3,
    borderRadius: tokens.borderRadiusSmall,
    ':hover': { color: tokens.colorNeutralForeground1, backgroundColor: tokens.colorSubtleBackgroundPressed },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  spacer: { flex: '0 0 24px' },
  chevron: { transitionProperty: 'transform', transitionDuration: tokens.durationFaster },
  open: { transform: 'rotate(90deg)' },
  text: { minWidth: 0, flex: '1 1 auto' },
});
