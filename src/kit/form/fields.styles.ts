import { makeStyles, tokens } from '@fluentui/react-components';

export const useFormFieldStyles = makeStyles({
  counter: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, whiteSpace: 'nowrap' },
  areaCounter: { alignSelf: 'flex-end', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  row: { display: 'flex', flexWrap: 'wrap', columnGap: '12px' },
  column: { display: 'flex', flexDirection: 'column' },
});
