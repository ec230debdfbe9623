import { makeStyles, tokens } from '@fluentui/react-components';

export const useTabBarStyles = makeStyles({
  // tabs that do not fit scroll horizontally (plain scrolling: the wheel, a touch pad, the scroll bar,
  // and the browser scrolls a tab into view when the arrow keys focus it)
  root: {
    maxWidth: '100%',
    overflowX: 'auto',
    overflowY: 'hidden',
    scrollbarWidth: 'thin',
  },
  list: { width: 'max-content' },
  tab: {
    flexShrink: 0,
    justifyContent: 'center',
    paddingInline: tokens.spacingHorizontalXS,
    overflow: 'hidden',
    whiteSpace: 'nowrap',
  },
});
