/** The receipt's form: the kit's form page (kit/form/page.styles.ts), its error line and its wide fields. */
import { makeStyles, tokens } from '@fluentui/react-components';
import { formPageStyles } from '../../kit/form/page.styles';

export const useReceiptFormStyles = makeStyles({
  ...formPageStyles,
  root: { ...formPageStyles.root, rowGap: tokens.spacingVerticalL },
  error: { color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200 },
  wide: { flex: '1 1 100%' },
  capitals: { display: 'flex', alignItems: 'baseline', columnGap: tokens.spacingHorizontalM },
});
