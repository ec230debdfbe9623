// Regions (spec 2 §7 Address / map / region): GET /city/list/all {company_id} answers the whole map,
// parent code → { child code: name }, from the root 100000.
import type { HttpHandler } from 'msw';
import { route } from '../kit';
import { store } from '../store';

export const regionsHandlers: HttpHandler[] = [route('GET', '/city/list/all', () => store.regions().map)];
