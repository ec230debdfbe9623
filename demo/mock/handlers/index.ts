// All mock handlers, area by area. A new area: add handlers/<area>.ts exporting an array and list it here.
import type { HttpHandler } from 'msw';
import { baseHandlers } from './base';
import { goodsHandlers } from './goods';
import { partnersHandlers } from './partners';

export { baseHandlers, goodsHandlers, partnersHandlers };

export const handlers: HttpHandler[] = [...baseHandlers, ...goodsHandlers, ...partnersHandlers];
