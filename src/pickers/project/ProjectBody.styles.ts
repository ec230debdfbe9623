import { makeStyles, tokens } from '@fluentui/react-components';

export const useProjectBodyStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', rowGap: '8px', minHeight: 0 },
  toolbar: { display: 'flex', justifyContent: 'flex-start' },
  input: { width: '100%', minWidth: 0 },
  actions: { display: 'flex', columnGap: '4px', color: tokens.colorBrandForeground1 },
  // two text buttons fit the column
  button: { minWidth: 'auto', paddingInline: '4px' },
});
