import { makeStyles, tokens } from '@fluentui/react-components';

/** Column gap of the grid; the cell width keeps 4 columns from 1200 px of form width (4 × 288 + 3 × 16). */
const GAP = '16px';
const CELL = '288px';
/** The narrowest a field of the collapsed search bar gets before its buttons wrap under it. */
const FIELD_MIN = '240px';

export const useSearchFormStyles = makeStyles({
  root: {
    display: 'block',
    // the grid's ranges span two columns only when the form is wide enough (container query below)
    containerType: 'inline-size',
  },
  grid: {
    display: 'grid',
    // auto-fill of cells ≥ 288 px, at most 4 columns: 4 from 1200 px, then 3, 2, 1
    gridTemplateColumns: `repeat(auto-fill, minmax(max(${CELL}, calc((100% - 3 * ${GAP}) / 4)), 1fr))`,
    columnGap: GAP,
    rowGap: tokens.spacingVerticalS,
    alignItems: 'end',
  },
  // the search bar's rows: labels beside the inputs, each row 38 px (BAR_ROW_HEIGHT)
  compact: { gridAutoRows: 'minmax(38px, auto)', alignItems: 'center', rowGap: 0 },
  // the compact form's buttons, expanded: a row of their own under the fields, so that they stay on one line
  compactActions: { gridColumn: '1 / -1' },
  // the compact form collapsed (spec 1 §4: one line of 38 px): its fields share the width the buttons
  // leave, ranges twice as wide; only a container too narrow for both wraps the buttons under the fields
  oneLine: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: GAP,
    '& > [data-field]': { flex: `1 1 ${FIELD_MIN}` },
    '& > [data-type$="_rang"]': { flexGrow: 2 },
  },
  oneLineActions: { flex: '0 1 auto', marginInlineStart: 'auto', paddingBlockStart: 0 },
  // a field of the compact form: 38 px high, label and input centred in it
  inline: { alignContent: 'center', minHeight: '38px' },
  field: { minWidth: 0, display: 'grid' },
  // label and control as Fluent's Field places them: above, or beside in a third of the row
  vertical: {},
  horizontal: { gridTemplateColumns: '33% 1fr', gridTemplateRows: 'auto auto auto 1fr' },
  labelAbove: { maxWidth: 'max-content', maxHeight: 'max-content', paddingBlock: tokens.spacingVerticalXXS, marginBottom: tokens.spacingVerticalXXS },
  labelBeside: {
    maxWidth: 'max-content',
    maxHeight: 'max-content',
    paddingBlock: tokens.spacingVerticalSNudge,
    marginRight: tokens.spacingHorizontalM,
    gridRowStart: '1',
    gridRowEnd: '-1',
  },
  // two inputs side by side need room: a range takes two columns when there are at least two
  wide: {
    '@container (min-width: 592px)': { gridColumn: 'span 2' },
  },
  row: {
    display: 'flex',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalXS,
    minWidth: 0,
  },
  grow: { flex: '1 1 0', minWidth: 0 },
  to: {
    flexShrink: 0,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase300,
  },
  unit: {
    flexShrink: 0,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase300,
  },
  shortcut: { flexShrink: 0, minWidth: 'auto', paddingInline: tokens.spacingHorizontalS },
  // in the last column, after the fields; wraps rather than overflow a narrow column
  actions: {
    gridColumnEnd: '-1',
    justifySelf: 'end',
    minWidth: 0,
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    rowGap: tokens.spacingVerticalXS,
    paddingBlockStart: tokens.spacingVerticalXS,
  },
  toggle: { minWidth: 'auto', paddingInline: tokens.spacingHorizontalS },
  select: { minWidth: 0, width: '100%' },
  hint: {
    paddingBlock: tokens.spacingVerticalS,
    paddingInline: tokens.spacingHorizontalM,
    color: tokens.colorNeutralForeground3,
  },
});
