import { makeStyles, tokens } from '@fluentui/react-components';
import { formPageStyles } from '../../kit/form/page.styles';

export const useReceiptEntryStyles = makeStyles({
  ...formPageStyles,
  root: { ...formPageStyles.root, rowGap: tokens.spacingVerticalL },
  toolbar: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  recognise: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXS },
  error: { color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200 },
  hint: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  busy: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground2 },
  batch: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalS, rowGap: tokens.spacingVerticalS },
  actions: { display: 'flex', columnGap: tokens.spacingHorizontalXS },
  wide: { flex: '1 1 100%' },
  capitals: { display: 'flex', alignItems: 'baseline', columnGap: tokens.spacingHorizontalM },
});
