import { makeStyles, tokens } from '@fluentui/react-components';

/** The settings panel's own parts: the need-approval bar, and the section headings. */
export const useApprovalSettingsStyles = makeStyles({
  head: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  // Fluent's subtitle2
  heading: {
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: tokens.lineHeightBase400,
    margin: 0,
  },
  section: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, marginTop: tokens.spacingVerticalL },
});
