import { makeStyles, tokens } from '@fluentui/react-components';

export const useDateDialogStyles = makeStyles({
  // wide enough for the day grid and the month grid side by side
  surface: {
    width: 'fit-content',
    maxWidth: 'calc(100vw - 32px)',
  },
  content: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalM,
  },
  input: {
    width: '200px',
  },
  calendar: {
    alignSelf: 'flex-start',
  },
});
