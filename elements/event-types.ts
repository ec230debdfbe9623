/**
 * A named type for every element's events and their details, for a handler written apart from its
 * listener (a Vue `function onConfirm(e: BoGoodsPickerConfirmEvent)`, a React ref's listener). Types only:
 * `import type { BoGoodsPickerConfirmEvent, GoodsPickerConfirmDetail } from 'bo-elements'` loads nothing.
 * Written by `npm run manifest` from the element registry (scripts/manifest.mjs): do not edit.
 */
export type * from './events/bo-address-picker';
export type * from './events/bo-app-page-picker';
export type * from './events/bo-approval-bar';
export type * from './events/bo-approval-button';
export type * from './events/bo-approval-path';
export type * from './events/bo-approval-settings';
export type * from './events/bo-bank-account-picker';
export type * from './events/bo-base-info-card';
export type * from './events/bo-cascader-picker';
export type * from './events/bo-category-group-filter';
export type * from './events/bo-class-dialog';
export type * from './events/bo-class-list';
export type * from './events/bo-class-picker';
export type * from './events/bo-column-chooser';
export type * from './events/bo-config';
export type * from './events/bo-contact-picker';
export type * from './events/bo-custom-fields';
export type * from './events/bo-date-dialog';
export type * from './events/bo-department-picker';
export type * from './events/bo-equipment-picker';
export type * from './events/bo-export-plan';
export type * from './events/bo-external-org-picker';
export type * from './events/bo-file-upload';
export type * from './events/bo-goods-picker';
export type * from './events/bo-group-editor';
export type * from './events/bo-hierarchy-picker';
export type * from './events/bo-icon-picker';
export type * from './events/bo-import-dialog';
export type * from './events/bo-invoice-entry';
export type * from './events/bo-item-picker';
export type * from './events/bo-list-picker';
export type * from './events/bo-map-address-picker';
export type * from './events/bo-material-picker';
export type * from './events/bo-notifier-picker';
export type * from './events/bo-numbering-rule-editor';
export type * from './events/bo-numbering-rules';
export type * from './events/bo-org-picker';
export type * from './events/bo-page-header';
export type * from './events/bo-pagination';
export type * from './events/bo-payment-method-picker';
export type * from './events/bo-payment-nature-picker';
export type * from './events/bo-people-picker';
export type * from './events/bo-photo-uploader';
export type * from './events/bo-print-launcher';
export type * from './events/bo-print-template-picker';
export type * from './events/bo-project-picker';
export type * from './events/bo-receipt-entry';
export type * from './events/bo-receipt-picker';
export type * from './events/bo-region-picker';
export type * from './events/bo-report-item-picker';
export type * from './events/bo-rich-text-editor';
export type * from './events/bo-scan-upload';
export type * from './events/bo-search-bar';
export type * from './events/bo-search-scheme-drawer';
export type * from './events/bo-serial-batch';
export type * from './events/bo-sku-picker';
export type * from './events/bo-staff-picker';
export type * from './events/bo-status-badge';
export type * from './events/bo-supplier-picker';
export type * from './events/bo-tab-bar';
export type * from './events/bo-template-link-picker';
export type * from './events/bo-tenant-picker';
