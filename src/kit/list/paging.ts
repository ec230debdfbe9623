/** The page sizes of a remote list, apart from its hook: a picker's parts (read when its element is
 * defined) know whether it pages without bringing the list's code before the first opening. */
export const DEFAULT_PAGE_SIZE = 10;
/** rows asked for first when everything is (page_size 0): they are shown while the whole list comes */
export const PREVIEW_SIZE = 100;
