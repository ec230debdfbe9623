import { makeStyles, tokens } from '@fluentui/react-components';

export const useRuleEditorStyles = makeStyles({
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
  tableHead: { display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
  label: { fontWeight: tokens.fontWeightSemibold },
  sample: { display: 'flex', alignItems: 'baseline', columnGap: tokens.spacingHorizontalM, fontFamily: tokens.fontFamilyMonospace },
  footer: { display: 'flex', justifyContent: 'flex-end', columnGap: tokens.spacingHorizontalS },
});
