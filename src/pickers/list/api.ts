/** The generic list of spec 2 §7 ("Generic list POST: URL supplied by caller; response data.data /
 * data.total"): the page names the URL and the method. */
import type { Method } from '../../core/http';
import { source } from '../../kit/data/source';

export type ListRecord = Record<string, unknown>;

/** The page's URL (a path goes through the page's configured client: api-base and headers apply), asked
 * with its method: POST with a JSON body (default) or GET with a query string; {…search, page, page_size};
 * data.data + data.total. */
export const genericList = (url: string, method: Extract<Method, 'POST' | 'GET'>) => source<ListRecord>({ method, url, shape: 'data' });
