// The seeded in-memory store. Each area is generated on first access and kept until resetStore(),
// so mutations made by a test do not leak into the next one, and a test that needs only the login
// info never builds the 600 goods. Keyed areas (trees, classes) generate each list on first use.
import { hashSeed } from '../random';
import type {
  CategoryRecord,
  ClassRecord,
  ClassesData,
  EquipmentData,
  GoodsData,
  IconsData,
  ItemsData,
  OrgData,
  PartnersData,
  ReportsData,
  ShopData,
  SucaiData,
  TreesData,
} from '../types';
import { generateApproval, type ApprovalData } from './approval';
import { withGalleryRecord } from './approval-flow';
import { classesOf, generateClassesArea } from './classes';
import { generateEquipment } from './equipment';
import { generateFiles, type FilesData } from './files';
import { generateImports, type ImportsData } from './imports';
import { generateFilesScan, type FilesScanData } from './files-scan';
import { generateMap, type MapData } from './map';
import { generatePrint, type PrintData } from './print';
import { generateInvoiceForm, type InvoiceFormData } from './invoice-form';
import { generateReceipts, type ReceiptsData } from './receipts';
import { generateFinancePickers, type FinancePickersData } from './finance-pickers';
import { generateRegions, type RegionsData } from './regions';
import { generateInvoices, type InvoicesData } from './invoices';
import { generatePickersMore, type PickersMoreData } from './pickers-more';
import { generatePages, type PagesData } from './pages';
import { generateProjects, type ProjectsData } from './projects';
import { fieldsOf, generateFieldsArea, type CustomFieldRecord, type FieldsData } from './fields';
import { exportModelKey, generateExportPlans, plansOf, type ExportPlansData } from './export-plans';
import { generateGoods } from './goods';
import { generateIcons } from './icons';
import { generateItems } from './items';
import { generateOrg } from './org';
import { generatePartners } from './partners';
import { generateReports } from './reports';
import { generateShop } from './shop';
import { generateSucai } from './sucai';
import { generateSearchSchemes, schemesOf, type MockScheme, type SearchSchemesData } from './search-schemes';
import { generateTrees, treeRecords, type TreeKind } from './trees';
import { generateGroupEditor, groupEditorRecords, type GroupEditorData } from './group-editor';
import { appTypesIn, generateRulesArea, rulesOf, type MockAppType, type MockRule, type RulesData } from './rules';

export const DEFAULT_SEED = 20240601;
export type { TreeKind };

interface Areas {
  org: OrgData;
  goods: GoodsData;
  partners: PartnersData;
  trees: TreesData;
  classes: ClassesData;
  items: ItemsData;
  shop: ShopData;
  sucai: SucaiData;
  icons: IconsData;
  reports: ReportsData;
  equipment: EquipmentData;
  searchSchemes: SearchSchemesData;
  fields: FieldsData;
  exportPlans: ExportPlansData;
  rules: RulesData;
  approval: ApprovalData;
  files: FilesData;
  groupEditor: GroupEditorData;
  imports: ImportsData;
  filesScan: FilesScanData;
  print: PrintData;
  invoiceForm: InvoiceFormData;
  receipts: ReceiptsData;
  financePickers: FinancePickersData;
  regions: RegionsData;
  invoices: InvoicesData;
  pickersMore: PickersMoreData;
  pages: PagesData;
  projects: ProjectsData;
  map: MapData;
}
export type AreaName = keyof Areas;

// derived areas read the areas they build on through area(): their own random choices still come from
// their own seed, and the areas they read are the same whichever was built first
const generators: { [K in AreaName]: (seed: number) => Areas[K] } = {
  org: generateOrg,
  goods: generateGoods,
  partners: generatePartners,
  trees: generateTrees,
  classes: generateClassesArea,
  items: (s) => generateItems(s, area('goods'), area('org'), area('partners')),
  shop: generateShop,
  sucai: generateSucai,
  icons: generateIcons,
  reports: (s) => generateReports(s, classesOf(area('classes'), 'large_screen_data_item')),
  equipment: generateEquipment,
  searchSchemes: generateSearchSchemes,
  fields: generateFieldsArea,
  exportPlans: generateExportPlans,
  rules: generateRulesArea,
  approval: (s) => withGalleryRecord(generateApproval(s, area('org'))),
  files: generateFiles,
  groupEditor: generateGroupEditor,
  imports: generateImports,
  filesScan: generateFilesScan,
  print: generatePrint,
  invoiceForm: generateInvoiceForm,
  receipts: generateReceipts,
  financePickers: (s) => generateFinancePickers(s, area('org')),
  regions: generateRegions,
  invoices: generateInvoices,
  pickersMore: generatePickersMore,
  pages: generatePages,
  projects: (s) => generateProjects(s, treeRecords(area('trees'), 'category', 'project')),
  map: generateMap,
};

let seed = DEFAULT_SEED;
let cache: Partial<Areas> = {};

function area<K extends AreaName>(name: K): Areas[K] {
  const hit = cache[name];
  if (hit) return hit;
  // each area has its own seed, so its data does not depend on which areas were built before it
  const built = generators[name](hashSeed(seed, name));
  cache[name] = built;
  return built;
}

/** Accessors to the generated data (the live arrays: handlers that mutate them mutate the store). */
export const store = {
  org: (): OrgData => area('org'),
  goods: (): GoodsData => area('goods'),
  partners: (): PartnersData => area('partners'),
  /** Category or group records of a modular without an area of its own (apaas_center, project, bench, any other). */
  tree: (kind: TreeKind, modular: string): CategoryRecord[] => treeRecords(area('trees'), kind, modular),
  /** Classes of a model_name (any name; bench has 10,000). */
  classes: (model: string): ClassRecord[] => classesOf(area('classes'), model),
  items: (): ItemsData => area('items'),
  shop: (): ShopData => area('shop'),
  sucai: (): SucaiData => area('sucai'),
  icons: (): IconsData => area('icons'),
  reports: (): ReportsData => area('reports'),
  equipment: (): EquipmentData => area('equipment'),
  /** Search field definitions of the demo search_api and the schemes of every search_api. */
  searchSchemes: (): SearchSchemesData => area('searchSchemes'),
  /** The schemes of one search_api (made on first use). */
  searchSchemesOf: (searchApi: string): MockScheme[] => schemesOf(area('searchSchemes'), searchApi),
  /** Custom fields of an app_modular (any name), and the shared counter of their choices' ids. */
  fields: (module: string): CustomFieldRecord[] => fieldsOf(area('fields'), module),
  fieldChoiceSeq: (): { next: number } => area('fields').choiceSeq,
  /** The custom fields of every module generated so far. */
  fieldModules: (): CustomFieldRecord[][] => [...area('fields').built.values()],
  /** Export plans of a field model (any model; generated on first use). */
  exportPlans: (model: Record<string, unknown>) => plansOf(area('exportPlans'), exportModelKey(model)),
  /** The plans of every field model asked so far. */
  exportPlansBuilt: () => area('exportPlans').built.values(),
  /** Numbering rules of a module (app_modular), its application types and its rules-needed flag. */
  rules: (modular: string): MockRule[] => rulesOf(area('rules'), modular),
  appTypes: (modular: string): MockAppType[] => appTypesIn(area('rules'), modular),
  rulesArea: (): RulesData => area('rules'),
  /** Approval flows per module, records and their rounds, phrases and comments (store/approval*.ts). */
  approval: (): ApprovalData => area('approval'),
  /** Uploaded files and the chunks still arriving (store/files.ts). */
  files: (): FilesData => area('files'),
  /** The group editor's own modules (big: 5,000 groups; asset): store/group-editor.ts. */
  groupEditor: (modular: string): CategoryRecord[] => groupEditorRecords(area('groupEditor'), modular),
  /** Zip import batches and the demo import's writes (store/imports.ts). */
  imports: (): ImportsData => area('imports'),
  /** The upload elements' seeded files and phone-scan sessions (store/files-scan.ts). */
  filesScan: (): FilesScanData => area('filesScan'),
  /** Print templates and the print log (store/print.ts). */
  print: (): PrintData => area('print'),
  /** The invoice form's kinds, their fields and the invoices saved (store/invoice-form.ts). */
  invoiceForm: (): InvoiceFormData => area('invoiceForm'),
  /** Bank receipts and bills: recognition and serial numbers (store/receipts.ts). */
  receipts: (): ReceiptsData => area('receipts'),
  /** Currencies, account natures, payment natures, bank accounts (store/finance-pickers.ts). */
  financePickers: (): FinancePickersData => area('financePickers'),
  /** The regions of GB/T 2260 (a slice), parent code → children (store/regions.ts). */
  regions: (): RegionsData => area('regions'),
  /** The invoice recognitions' log (store/invoices.ts). */
  invoices: (): InvoicesData => area('invoices'),
  /** Link templates, payment methods, addresses and the generic list's records (store/pickers-more.ts). */
  pickersMore: (): PickersMoreData => area('pickersMore'),
  /** App pages of every type, own, homepage and no-code pages, functions and applications (store/pages.ts). */
  pages: (): PagesData => area('pages'),
  /** The projects of the project picker (store/projects.ts). */
  projects: (): ProjectsData => area('projects'),
  /** The map picker's places and saved points (store/map.ts). */
  map: (): MapData => area('map'),
  /** Names of the areas generated so far. */
  generated: (): AreaName[] => (Object.keys(cache) as AreaName[]).filter((k) => cache[k] !== undefined),
  seed: (): number => seed,
};

/** Drops all generated data; the next access regenerates it (from `newSeed` if given). */
export function resetStore(newSeed?: number): void {
  if (newSeed !== undefined) seed = newSeed;
  cache = {};
}
