import { makeStyles, tokens } from '@fluentui/react-components';

export const useClassListStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, minWidth: 0 },
  toolbar: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalS, flexWrap: 'wrap', rowGap: tokens.spacingVerticalS },
  search: { width: '240px' },
  spacer: { flexGrow: 1 },
  name: { display: 'flex', alignItems: 'center', columnGap: '6px', minWidth: 0 },
  actions: { display: 'flex', alignItems: 'center', columnGap: '2px', flexWrap: 'nowrap' },
  pager: { display: 'flex', justifyContent: 'flex-end' },
});
