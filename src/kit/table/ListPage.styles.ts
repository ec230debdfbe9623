import { makeStyles, tokens } from '@fluentui/react-components';

/** The page of a management list: its toolbar (search, 新增), the table, the pager; row actions. */
export const useListPageStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, minWidth: 0 },
  toolbar: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalS, flexWrap: 'wrap', rowGap: tokens.spacingVerticalS },
  search: { width: '240px' },
  spacer: { flexGrow: 1 },
  actions: { display: 'flex', alignItems: 'center', columnGap: '2px', flexWrap: 'nowrap' },
});
