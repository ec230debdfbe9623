/**
 * The type of the whole catalogue: the base (zh-CN.ts, on every page) and the parts of every area
 * (zh-CN.<area>.ts), as a type only, so that every key of every area is checked wherever it is written
 * (`MessageKey`) while a page carries only the parts its elements register (areas/<area>.ts).
 */
import type { zhCN } from './zh-CN';
import type { approvalBarZhCN } from './zh-CN.approval-bar';
import type { approvalPathZhCN } from './zh-CN.approval-path';
import type { approvalPhrasesZhCN } from './zh-CN.approval-phrases';
import type { approvalSettingsZhCN } from './zh-CN.approval-settings';
import type { classZhCN } from './zh-CN.class';
import type { dateDialogZhCN } from './zh-CN.date-dialog';
import type { exportZhCN } from './zh-CN.export';
import type { fieldsZhCN } from './zh-CN.fields';
import type { filesColumnsZhCN } from './zh-CN.files-columns';
import type { filesGroupZhCN } from './zh-CN.files-group';
import type { filesImportZhCN } from './zh-CN.files-import';
import type { filesPhotoZhCN } from './zh-CN.files-photo';
import type { filesPrintZhCN } from './zh-CN.files-print';
import type { filesRichZhCN } from './zh-CN.files-rich';
import type { filesSerialZhCN } from './zh-CN.files-serial';
import type { filesUploadZhCN } from './zh-CN.files-upload';
import type { financeInvoiceZhCN } from './zh-CN.finance-invoice';
import type { financeInvoiceFormZhCN } from './zh-CN.finance-invoice-form';
import type { financeInvoicePartsZhCN } from './zh-CN.finance-invoice-parts';
import type { financePickersZhCN } from './zh-CN.finance-pickers';
import type { financeReceiptZhCN } from './zh-CN.finance-receipt';
import type { financeReceiptFormZhCN } from './zh-CN.finance-receipt-form';
import type { mapZhCN } from './zh-CN.map';
import type { numberingZhCN } from './zh-CN.numbering';
import type { pagesZhCN } from './zh-CN.pages';
import type { partnersZhCN } from './zh-CN.partners';
import type { peopleZhCN } from './zh-CN.people';
import type { pickersMoreZhCN } from './zh-CN.pickers-more';
import type { pickersStockZhCN } from './zh-CN.pickers-stock';
import type { pickersTreeZhCN } from './zh-CN.pickers-tree';
import type { projectsZhCN } from './zh-CN.projects';
import type { ruleEditorZhCN } from './zh-CN.rule-editor';
import type { searchZhCN } from './zh-CN.search';

export type Catalogue = typeof zhCN &
  typeof approvalBarZhCN &
  typeof approvalPathZhCN &
  typeof approvalPhrasesZhCN &
  typeof approvalSettingsZhCN &
  typeof classZhCN &
  typeof dateDialogZhCN &
  typeof exportZhCN &
  typeof fieldsZhCN &
  typeof filesColumnsZhCN &
  typeof filesGroupZhCN &
  typeof filesImportZhCN &
  typeof filesPhotoZhCN &
  typeof filesPrintZhCN &
  typeof filesRichZhCN &
  typeof filesSerialZhCN &
  typeof filesUploadZhCN &
  typeof financeInvoiceZhCN &
  typeof financeInvoiceFormZhCN &
  typeof financeInvoicePartsZhCN &
  typeof financePickersZhCN &
  typeof financeReceiptZhCN &
  typeof financeReceiptFormZhCN &
  typeof mapZhCN &
  typeof numberingZhCN &
  typeof pagesZhCN &
  typeof partnersZhCN &
  typeof peopleZhCN &
  typeof pickersMoreZhCN &
  typeof pickersStockZhCN &
  typeof pickersTreeZhCN &
  typeof projectsZhCN &
  typeof ruleEditorZhCN &
  typeof searchZhCN;
