import { makeStyles, tokens } from '@fluentui/react-components';

export const ROW_HEIGHT = 40;
/** the CSS variable on the table that sizes its pinned actions (usePinnedWidth) */
export const PINNED_WIDTH = '--bo-pinned-width';

/** a colour laid over a background (a translucent hover stays a hover, not a hole) */
const over = (colour: string) => `linear-gradient(${colour}, ${colour})`;

/** Plain elements styled with Fluent's tokens: a row is a few divs, not a tree of Fluent components,
 * so that a frame of scrolling renders its new rows well under a millisecond each. */
export const useSelectionTableStyles = makeStyles({
  scroller: {
    position: 'relative',
    overflow: 'auto',
    // the height the picker gives (e.g. client height − 280 px): the table gives way when the search form
    // wraps onto more rows, so the pager stays in view, but never below 240 px (then the body scrolls)
    flexShrink: 1,
    minHeight: '240px',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    color: tokens.colorNeutralForeground1,
    // the text of a cell (TruncatedText): one line, cut with an ellipsis
    '& [data-cell-text]': { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: '100%' },
  },
  table: { minWidth: '100%', width: 'max-content' },
  header: {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    backgroundColor: tokens.colorNeutralBackground2,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    fontWeight: tokens.fontWeightSemibold,
  },
  headRow: { display: 'flex', height: `${ROW_HEIGHT - 1}px` },
  body: { position: 'relative' },
  row: {
    position: 'absolute',
    left: 0,
    right: 0,
    display: 'flex',
    height: `${ROW_HEIGHT}px`,
    boxSizing: 'border-box',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover },
    // the pinned actions cover what scrolls under them: the row's colour laid over their own background
    ':hover > [data-pinned]': { backgroundImage: over(tokens.colorSubtleBackgroundHover) },
  },
  chosen: {
    backgroundColor: tokens.colorSubtleBackgroundSelected,
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundSelected },
    '& > [data-pinned]': { backgroundImage: over(tokens.colorSubtleBackgroundSelected) },
    ':hover > [data-pinned]': { backgroundImage: over(tokens.colorSubtleBackgroundSelected) },
  },
  disabledRow: {
    cursor: 'not-allowed',
    color: tokens.colorNeutralForegroundDisabled,
    ':hover': { backgroundColor: 'transparent' },
    ':hover > [data-pinned]': { backgroundImage: 'none' },
  },
  cell: {
    display: 'flex',
    alignItems: 'center',
    boxSizing: 'border-box',
    minWidth: '60px',
    overflow: 'hidden',
    paddingInline: tokens.spacingHorizontalS,
  },
  check: { flex: '0 0 44px', minWidth: '44px', justifyContent: 'center' },
  // the row's actions: at the end of the row and of the box, whatever scrolls under them; as wide as the
  // widest row's buttons (--bo-pinned-width, usePinnedWidth), their own width until measured
  pinned: {
    position: 'sticky',
    right: 0,
    flexGrow: 0,
    flexShrink: 0,
    flexBasis: `var(${PINNED_WIDTH}, auto)`,
    boxSizing: 'content-box',
    marginLeft: 'auto',
    overflow: 'visible',
    whiteSpace: 'nowrap',
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: `inset 1px 0 0 ${tokens.colorNeutralStroke2}`,
  },
  pinnedHead: { backgroundColor: tokens.colorNeutralBackground2 },
  // measured as one line, however narrow the cell
  pinnedContent: { display: 'inline-flex', alignItems: 'center', flexShrink: 0, width: 'max-content' },
  box: {
    width: '16px',
    height: '16px',
    margin: 0,
    cursor: 'inherit',
    accentColor: tokens.colorCompoundBrandBackground,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  sortButton: {
    display: 'flex',
    alignItems: 'center',
    columnGap: '4px',
    width: '100%',
    height: '100%',
    padding: 0,
    border: 'none',
    background: 'none',
    font: 'inherit',
    color: 'inherit',
    cursor: 'pointer',
    ':hover': { color: tokens.colorBrandForeground1 },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  anchor: { position: 'fixed', width: 0, height: 0, overflow: 'hidden' },
  // read by screen readers, not shown (the title of the selection column in radio mode)
  hidden: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
});

/** The classes of the table, resolved once per table render and handed to its rows. */
export type TableClasses = ReturnType<typeof useSelectionTableStyles>;
