/**
 * The layout of a form page (the numbering-rule editor, the receipt entry's form): a title, the form's
 * sections with a marked heading, rows of fields that wrap. Spread into a page's own makeStyles.
 */
import { tokens, type GriffelStyle } from '@fluentui/react-components';

export const formPageStyles = {
  root: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, minWidth: 0 },
  title: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  form: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalL },
  section: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  heading: {
    margin: 0,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    paddingLeft: tokens.spacingHorizontalS,
    borderLeft: `3px solid ${tokens.colorBrandStroke1}`,
  },
  row: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalXXL, rowGap: tokens.spacingVerticalM },
  field: { flex: '1 1 280px', maxWidth: '420px' },
  label: { fontWeight: tokens.fontWeightSemibold },
  footer: { display: 'flex', justifyContent: 'flex-end', columnGap: tokens.spacingHorizontalS },
} satisfies Record<string, GriffelStyle>;
