import { makeStyles, tokens } from '@fluentui/react-components';

/** Height of a row; the virtualiser positions rows by it. */
export const ROW_HEIGHT = 32;
/** Indent per level. */
export const INDENT = 16;

export const useTreeViewStyles = makeStyles({
  scroller: {
    flex: '1 1 auto',
    minHeight: 0,
    height: '100%',
    overflowY: 'auto',
    overflowX: 'hidden',
    position: 'relative',
    outlineStyle: 'none',
  },
  sizer: { position: 'relative', width: '100%' },
  row: {
    position: 'absolute',
    top: 0,
    left: 0,
    width: '100%',
    height: `${ROW_HEIGHT}px`,
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    paddingInlineEnd: tokens.spacingHorizontalS,
    cursor: 'pointer',
    userSelect: 'none',
    fontSize: tokens.fontSizeBase300,
    color: tokens.colorNeutralForeground1,
    borderRadius: tokens.borderRadiusMedium,
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover },
    ':focus-visible': {
      outlineWidth: tokens.strokeWidthThick,
      outlineStyle: 'solid',
      outlineColor: tokens.colorStrokeFocus2,
      outlineOffset: '-2px',
    },
  },
  selected: {
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightSemibold,
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover },
  },
  disabled: { cursor: 'not-allowed', color: tokens.colorNeutralForegroundDisabled, ':hover': { backgroundColor: 'transparent' } },
  chevron: {
    flex: '0 0 24px',
    height: '24px',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: tokens.colorNeutralForeground3,
    borderRadius: tokens.borderRadiusSmall,
    ':hover': { color: tokens.colorNeutralForeground1, backgroundColor: tokens.colorSubtleBackgroundPressed },
  },
  chevronIcon: { transitionProperty: 'transform', transitionDuration: tokens.durationFaster },
  open: { transform: 'rotate(90deg)' },
  spacer: { flex: '0 0 24px' },
  // purely visual: the click goes to the row, which is the checkbox for assistive technology
  check: { pointerEvents: 'none', flexShrink: 0 },
  checkIndicator: { marginBlock: 0, marginInlineStart: '2px', marginInlineEnd: tokens.spacingHorizontalS },
  // the box's room while its code comes: Fluent's medium indicator (16 px) with the margins above
  checkRoom: { display: 'inline-block', width: '16px', height: '16px', marginInlineStart: '2px', marginInlineEnd: tokens.spacingHorizontalS },
  label: {
    flex: '1 1 auto',
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  empty: {
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalM}`,
    textAlign: 'center',
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
  },
});
