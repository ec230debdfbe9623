// All mock handlers, area by area. A new area: add handlers/<area>.ts exporting an array and list it here.
import type { HttpHandler } from 'msw';
import { approvalHandlers } from './approval';
import { approvalPhrasesHandlers } from './approval-phrases';
import { baseHandlers } from './base';
import { classesHandlers } from './classes';
import { equipmentHandlers } from './equipment';
import { fieldsHandlers } from './fields';
import { filesHandlers } from './files';
import { financePickersHandlers } from './finance-pickers';
import { regionsHandlers } from './regions';
import { importsHandlers } from './imports';
import { invoiceFormHandlers } from './invoice-form';
import { filesScanHandlers } from './files-scan';
import { exportPlansHandlers } from './export-plans';
import { goodsHandlers } from './goods';
import { groupEditorHandlers } from './group-editor';
import { iconsHandlers } from './icons';
import { itemsHandlers } from './items';
import { pagesHandlers } from './pages';
import { mapHandlers } from './map';
import { mapTilesHandlers } from './map-tiles';
import { partnersHandlers } from './partners';
import { photosHandlers } from './photos';
import { pickersMoreHandlers } from './pickers-more';
import { printHandlers } from './print';
import { projectsHandlers } from './projects';
import { invoicesHandlers } from './invoices';
import { receiptsHandlers } from './receipts';
import { reportsHandlers } from './reports';
import { richTextHandlers } from './rich-text';
import { searchSchemesHandlers } from './search-schemes';
import { rulesHandlers } from './rules';
import { shopHandlers } from './shop';
import { sucaiHandlers } from './sucai';
import { treesHandlers } from './trees';

export {
  approvalHandlers,
  approvalPhrasesHandlers,
  baseHandlers,
  classesHandlers,
  equipmentHandlers,
  fieldsHandlers,
  filesHandlers,
  financePickersHandlers,
  pickersMoreHandlers,
  regionsHandlers,
  importsHandlers,
  invoiceFormHandlers,
  filesScanHandlers,
  exportPlansHandlers,
  goodsHandlers,
  groupEditorHandlers,
  iconsHandlers,
  itemsHandlers,
  pagesHandlers,
  mapHandlers,
  partnersHandlers,
  photosHandlers,
  printHandlers,
  projectsHandlers,
  invoicesHandlers,
  receiptsHandlers,
  reportsHandlers,
  richTextHandlers,
  searchSchemesHandlers,
  rulesHandlers,
  shopHandlers,
  sucaiHandlers,
  treesHandlers,
};
export { categoryGroupTree } from './trees';

export const handlers: HttpHandler[] = [
  ...baseHandlers,
  ...goodsHandlers,
  ...partnersHandlers,
  // before the trees: its group list also searches by name
  ...groupEditorHandlers,
  ...treesHandlers,
  ...classesHandlers,
  ...itemsHandlers,
  ...shopHandlers,
  ...sucaiHandlers,
  ...iconsHandlers,
  ...reportsHandlers,
  ...equipmentHandlers,
  ...searchSchemesHandlers,
  ...fieldsHandlers,
  ...exportPlansHandlers,
  ...rulesHandlers,
  ...approvalHandlers,
  ...approvalPhrasesHandlers,
  ...filesHandlers,
  ...importsHandlers,
  ...richTextHandlers,
  ...photosHandlers,
  ...filesScanHandlers,
  ...printHandlers,
  ...invoiceFormHandlers,
  ...receiptsHandlers,
  ...financePickersHandlers,
  ...regionsHandlers,
  ...invoicesHandlers,
  ...pickersMoreHandlers,
  ...pagesHandlers,
  ...projectsHandlers,
  ...mapHandlers,
  ...mapTilesHandlers,
];
