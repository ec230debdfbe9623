import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';

/** The settings panel's own parts: the need-approval bar, the section headings and the change log. */
export const useApprovalSettingsStyles = makeStyles({
  head: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  heading: { ...typographyStyles.subtitle2, margin: 0 },
  section: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, marginTop: tokens.spacingVerticalL },
  pager: { display: 'flex', justifyContent: 'flex-end' },
  log: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyle: 'none' },
  day: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXS },
  dayTitle: { ...typographyStyles.body1Strong, color: tokens.colorNeutralForeground2 },
  items: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS, margin: 0, paddingLeft: tokens.spacingHorizontalL, listStyle: 'none' },
  item: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: '2px',
    paddingLeft: tokens.spacingHorizontalM,
    borderLeft: `2px solid ${tokens.colorNeutralStroke2}`,
    overflowWrap: 'anywhere',
  },
  meta: { display: 'flex', columnGap: tokens.spacingHorizontalS, flexWrap: 'wrap', color: tokens.colorNeutralForeground3 },
  label: { color: tokens.colorNeutralForeground3, marginRight: tokens.spacingHorizontalXS },
});
