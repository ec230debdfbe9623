import { makeStyles, tokens } from '@fluentui/react-components';
import { formPageStyles } from '../../kit/form/page.styles';

export const useRuleEditorStyles = makeStyles({
  ...formPageStyles,
  tableHead: { display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
  sample: { display: 'flex', alignItems: 'baseline', columnGap: tokens.spacingHorizontalM, fontFamily: tokens.fontFamilyMonospace },
});
