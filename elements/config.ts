/**
 * `bo-elements/config` (dist/config.js): the page's configuration from a script, light (no element's
 * code), sharing the runtime of every element module and of the autoloader: one configuration per
 * page, whatever the page imports and in which order.
 */
export { configure, getConfig } from '../src/core/config';
export type { BoConfig as BoConfigOptions, BackendCall, ContractPath, OutgoingCall } from '../src/core/config';
export type { BoDocumentEventMap } from './events';
export type { BoErrorDetail } from '../src/core/runtime/events';
/** the elements whose code has come (by tag), and the runtime's debug counters */
export { registry } from '../src/core/runtime/registry';
export { debug } from '../src/core/runtime/debug';
