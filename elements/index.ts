/**
 * Every element of bo-elements. Importing this module registers them all (the all-in-one bundle,
 * the demo, the manifest and the conformance suite read the same registry).
 */
export { BoApprovalBar } from './bo-approval-bar';
export { BoApprovalButton } from './bo-approval-button';
export { BoApprovalPath } from './bo-approval-path';
export { BoApprovalSettings } from './bo-approval-settings';
export { BoClassDialog } from './bo-class-dialog';
export { BoClassList } from './bo-class-list';
export { BoClassPicker } from './bo-class-picker';
export { BoCategoryGroupFilter } from './bo-category-group-filter';
export { BoConfig } from './bo-config';
export { BoContactPicker } from './bo-contact-picker';
export { BoCustomFields } from './bo-custom-fields';
export { BoDateDialog } from './bo-date-dialog';
export { BoDepartmentPicker } from './bo-department-picker';
export { BoEquipmentPicker } from './bo-equipment-picker';
export { BoExportPlan } from './bo-export-plan';
export { BoExternalOrgPicker } from './bo-external-org-picker';
export { BoGoodsPicker } from './bo-goods-picker';
export { BoIconPicker } from './bo-icon-picker';
export { BoItemPicker } from './bo-item-picker';
export { BoMaterialPicker } from './bo-material-picker';
export { BoNumberingRuleEditor } from './bo-numbering-rule-editor';
export { BoNumberingRules } from './bo-numbering-rules';
export { BoOrgPicker } from './bo-org-picker';
export { BoNotifierPicker } from './bo-notifier-picker';
export { BoPageHeader } from './bo-page-header';
export { BoPagination } from './bo-pagination';
export { BoPeoplePicker } from './bo-people-picker';
export { BoPrintLauncher } from './bo-print-launcher';
export { BoPrintTemplatePicker } from './bo-print-template-picker';
export { BoReportItemPicker } from './bo-report-item-picker';
export { BoSearchBar } from './bo-search-bar';
export { BoSearchSchemeDrawer } from './bo-search-scheme-drawer';
export { BoSkuPicker } from './bo-sku-picker';
export { BoStaffPicker } from './bo-staff-picker';
export { BoStatusBadge } from './bo-status-badge';
export { BoSupplierPicker } from './bo-supplier-picker';
export { BoTabBar } from './bo-tab-bar';
export { BoTenantPicker } from './bo-tenant-picker';
export { configure, getConfig } from '../src/core/config';
export type { BoConfig as BoConfigOptions } from '../src/core/config';
export { registry, debug } from '../src/core/runtime';
export type { BoDocumentEventMap } from './events';
export type { BoErrorDetail } from '../src/core/runtime';
