import { makeStyles, tokens } from '@fluentui/react-components';

export const useInvoiceFormStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalL, minWidth: 0 },
  form: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXL },
  section: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', columnGap: tokens.spacingHorizontalM },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    columnGap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalM,
    alignItems: 'start',
  },
  picked: { display: 'flex', alignItems: 'flex-end', columnGap: tokens.spacingHorizontalS },
  pickedField: { flex: '1 1 auto', minWidth: 0 },
  capitals: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  error: { color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200 },
  note: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  footer: { display: 'flex', justifyContent: 'flex-end', columnGap: tokens.spacingHorizontalS },
});
