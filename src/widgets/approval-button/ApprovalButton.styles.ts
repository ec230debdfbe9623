import { makeStyles } from '@fluentui/react-components';

export const useApprovalButtonStyles = makeStyles({
  // Fluent's Button has a 96 px min-width: the spec's button is exactly 88 px wide
  root: {
    width: '88px',
    minWidth: '88px',
    maxWidth: '88px',
    whiteSpace: 'nowrap',
  },
});
