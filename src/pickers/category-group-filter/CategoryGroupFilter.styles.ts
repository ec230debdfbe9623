import { makeStyles } from '@fluentui/react-components';

/** The host fills its container's height (a page places the filter beside its list); the page's own CSS
 * on the element wins over this :host rule. */
export const HOST_CSS = ':host{height:100%}';

/** The CSS property of the least height (default 320 px, 10 rows), for containers without a height. */
export const MIN_HEIGHT_PROPERTY = '--bo-category-group-filter-min-height';

/** A row as tall as the host (at least the least height); the sidebar stretches to it. The sidebar's own
 * look (260 px column, tabs, filter box, tree) is the kit's TreeSidebar. */
export const useCategoryGroupFilterStyles = makeStyles({
  root: {
    display: 'flex',
    height: '100%',
    minHeight: `var(${MIN_HEIGHT_PROPERTY}, 320px)`,
    // the kit's 100 % height resolves against a container height only; stretching needs auto
    '& > [part="tree-sidebar"]': { height: 'auto' },
  },
});
