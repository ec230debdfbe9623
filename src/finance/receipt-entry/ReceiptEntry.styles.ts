/** The receipt entry's list mode (the form's layout, which loads with the form: ReceiptForm.styles.ts). */
import { makeStyles, tokens } from '@fluentui/react-components';

export const useReceiptEntryStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalL, minWidth: 0 },
  toolbar: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  recognise: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXS },
  label: { fontWeight: tokens.fontWeightSemibold },
  hint: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  busy: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground2 },
  batch: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalS, rowGap: tokens.spacingVerticalS },
  actions: { display: 'flex', columnGap: tokens.spacingHorizontalXS },
});
