/**
 * Every element of bo-elements. Importing this module registers them all (the all-in-one bundle,
 * the demo, the manifest and the conformance suite read the same registry).
 */
export { BoApprovalButton } from './bo-approval-button';
export { BoConfig } from './bo-config';
export { BoDateDialog } from './bo-date-dialog';
export { BoGoodsPicker } from './bo-goods-picker';
export { BoPagination } from './bo-pagination';
export { BoStatusBadge } from './bo-status-badge';
export { BoTabBar } from './bo-tab-bar';
export { configure, getConfig } from '../src/core/config';
export type { BoConfig as BoConfigOptions } from '../src/core/config';
export { registry, debug } from '../src/core/runtime';
export type { BoErrorDetail } from '../src/core/runtime';
