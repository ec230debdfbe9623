/** Today, yyyy-MM-dd (the handling date's default): a module of its own, so that dayjs comes with the
 * form and the recognition, not with the list's first paint. */
import dayjs from 'dayjs';

export const today = (): string => dayjs().format('YYYY-MM-DD');
