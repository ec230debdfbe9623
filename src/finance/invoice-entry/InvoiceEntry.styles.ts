import { makeStyles, tokens } from '@fluentui/react-components';

export const useInvoiceEntryStyles = makeStyles({
  // the entry and its list's body: a column
  column: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, minWidth: 0 },
  hidden: { display: 'none' },
  recognition: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalM,
    border: `1px dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  heading: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalS, fontWeight: tokens.fontWeightSemibold },
  hint: { color: tokens.colorNeutralForeground3, fontWeight: tokens.fontWeightRegular },
  toolbar: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalS },
  listTitle: { fontWeight: tokens.fontWeightSemibold, marginRight: 'auto' },
  batch: { minWidth: '32px', fontWeight: tokens.fontWeightSemibold },
  actions: { display: 'flex', alignItems: 'center', columnGap: '2px', flexWrap: 'nowrap' },
  host: { display: 'contents' },
});
