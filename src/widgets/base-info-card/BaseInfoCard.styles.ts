import { makeStyles, tokens } from '@fluentui/react-components';

export const useBaseInfoCardStyles = makeStyles({
  card: {
    display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL,
    border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusLarge, backgroundColor: tokens.colorNeutralBackground1,
  },
  head: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  title: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, margin: 0 },
  spacer: { flex: 1 },
  fields: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalS, margin: 0 },
  field: { display: 'flex', columnGap: tokens.spacingHorizontalS, minWidth: 0 },
  label: { color: tokens.colorNeutralForeground3, flexShrink: 0 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  tags: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalS, rowGap: tokens.spacingVerticalXS },
  tagInput: { width: '120px' },
  // Fluent's small circular tag (filled): 24 px high, caption text; the × comes with the tag's code
  chips: { display: 'inline-flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalSNudge, rowGap: tokens.spacingVerticalXS },
  chip: {
    display: 'inline-flex', alignItems: 'center', height: '24px', boxSizing: 'border-box', paddingInline: '5px',
    borderRadius: tokens.borderRadiusCircular, backgroundColor: tokens.colorNeutralBackground3, color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200,
  },
});
