/**
 * The sections of bo-app-page-picker, one per variant (data: source, columns, search fields), and the
 * navigation picker's nine tabs. Every section's body is PagesBody: the table with the company id filled
 * into the addresses; the own pages add 新增页面, 删除 and the app-management link. bo-confirm's records
 * are the backend's rows; `detail.pages` the picked pages (spec 2 §3 Picked page result). The body and
 * the cells (icon, address) come with the drawer, not with the closed picker.
 */
import '../../core/i18n/areas/pages';
import { pageCalls } from './contract';
import type { Translate } from '../../core/i18n';
import type { DataSource } from '../../kit/data/source';
import { section, type PickerBodyProps, type PickerSection } from '../../kit/picker/types';
import type { Column } from '../../kit/table/columns';
import type { SearchField } from '../../kit/types';
import { auditColumns } from '../shared/columns';
import { appPages, homePages, nocodePages, ownPages, pageSources, type AppPage, type NocodePage, type OwnPage, type PickedPage } from './api';
import { partMissing } from '../../core/feedback/usePartFailed';
import { lazyPart } from '../../core/runtime/lazy-part';
import { lazyBody } from '../../kit/picker/lazyBody';
import { companyHolder, type CompanyHolder } from './company';
import { companyIdOf, fillPageUrl, storedCompanyId } from './page-url.logic';

const PagesBody = lazyBody<{ id: number }, { company: CompanyHolder; own?: { appId?: number } }>(() => import('./PagesBody').then((m) => m.PagesBody));
// the cells' code comes with the table, which shows its rows once it is there (Column.parts)
const PageIcon = lazyPart(() => import('./PageIcon').then((m) => m.PageIcon), () => null, partMissing('a page icon'));
const PageAddress = lazyPart(() => import('./PageAddress').then((m) => m.PageAddress), () => null, partMissing('a page address'));

export const VARIANTS = ['own', 'h5', 'home', 'nocode', 'nav'] as const;
export type PageVariant = (typeof VARIANTS)[number];

/** The navigation picker's tabs (spec 2 §2: ids 1 to 9), each listing the pages of its type. */
export const NAV_TYPES = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
/** The type a variant's pages are picked as: the navigation tab that lists pages of its kind. */
export const VARIANT_TYPE = { own: 2, home: 3, nocode: 4, h5: 5 } as const;

export interface PageOptions {
  variant: PageVariant;
  appId?: number;
}

const status = (t: Translate) => (r: { page_status?: number | string }) => t.strings.appPagePicker.statuses[Number(r.page_status)] ?? r.page_status;
const pageNameSearch = (t: Translate): SearchField[] => [{ field: 'page_name', title: t('appPagePicker.page_name'), type: 'string', top: true }];
const empty = { message: 'picker.selectPage', level: 'error' } as const;

/** The picked page of an app page or own page row (page_name, page_url), its address filled. */
const pickPage = (type: number) => (row: AppPage | OwnPage, companyId: string): PickedPage => ({
  id: row.id,
  serial_number: row.serial_number ?? '',
  name: row.page_name,
  link: fillPageUrl(row.page_url, companyId),
  type,
});
const pickNocode = (row: NocodePage, companyId: string): PickedPage => ({
  id: row.id,
  serial_number: row.serial_number ?? '',
  name: row.name,
  link: fillPageUrl(row.link, companyId),
  type: VARIANT_TYPE.nocode,
});

const appColumns = (t: Translate): Column<AppPage>[] => [
  { key: 'icon', title: t('appPagePicker.icon'), width: 64, render: (r) => <PageIcon icon={r.icon} color={r.icon_color} />, parts: [PageIcon] },
  { key: 'page_name', title: t('appPagePicker.page_name'), width: 180 },
  // no width: it takes what the others leave, so that every column stays in view
  { key: 'page_url', title: t('appPagePicker.page_url'), render: (r) => <PageAddress url={r.page_url} />, parts: [PageAddress] },
  { key: 'model_function_list', title: t('appPagePicker.model_function_list'), width: 150, value: (r) => (r.model_function_list ?? []).map((f) => f.name) },
  ...auditColumns<AppPage>(t),
];

const ownColumns = (t: Translate): Column<OwnPage>[] => [
  { key: 'page_name', title: t('appPagePicker.page_name'), width: 160 },
  { key: 'page_status', title: t('appPagePicker.page_status'), width: 90, value: status(t) },
  // no width: it takes what the others leave, so that 操作 stays in view
  { key: 'page_url', title: t('appPagePicker.page_url'), render: (r) => <PageAddress url={r.page_url} />, parts: [PageAddress] },
  { key: 'create_by', title: t('field.created_by'), width: 100 },
  { key: 'created_at', title: t('field.created_at'), width: 170 },
  { key: 'updated_by', title: t('field.updated_by'), width: 100 },
  { key: 'updated_at', title: t('field.updated_at'), width: 170 },
];

const nocodeColumns = (t: Translate): Column<NocodePage>[] => [
  { key: 'name', title: t('appPagePicker.name'), width: 180 },
  { key: 'serial_number', title: t('field.serial_number'), width: 130 },
  { key: 'source', title: t('appPagePicker.source'), width: 120 },
  { key: 'link', title: t('appPagePicker.link'), width: 240, render: (r) => <PageAddress url={r.link} link />, parts: [PageAddress] },
  ...auditColumns<NocodePage>(t),
];

interface PageList<Row> {
  key: string;
  label?: string;
  list: DataSource<Row>;
  columns: Column<Row>[];
  search: SearchField[];
  rowLabel?(row: Row): string;
  /** the picked page of a row, its address filled with this company id */
  pick(row: Row, companyId: string): PickedPage;
  own?: { appId?: number };
}

/** A section of pages: its body fills the addresses and tells the company id to bo-confirm's `pages`. */
function pagesSection<Row extends { id: number }>({ pick, own, ...list }: PageList<Row>): PickerSection<unknown> {
  const company = companyHolder();
  return section<Row>({
    ...list,
    body: (props: PickerBodyProps<Row>) => <PagesBody {...(props as unknown as PickerBodyProps<{ id: number }>)} company={company} own={own} />,
    detail: (records) => ({ pages: records.map((r) => pick(r, company.current() ?? companyIdOf(undefined, storedCompanyId()))) }),
    empty,
  }) as PickerSection<unknown>;
}

/** A list of app pages picked as this type. */
const appSection = (t: Translate, type: number, key: string, list: DataSource<AppPage>, label?: string) =>
  pagesSection<AppPage>({ key, label, list, columns: appColumns(t), search: pageNameSearch(t), rowLabel: (r) => r.page_name, pick: pickPage(type) });

/** The sections of a variant; each also lists the calls its composed pieces make (the login info, the
 * add-page dialog's, the delete) for the backend contract. */
export const pageSections = (options: PageOptions, t: Translate): PickerSection<unknown>[] =>
  sectionsOf(options, t).map((s) => ({ ...s, calls: [...(s.calls ?? []), ...pageCalls({ variant: options.variant })] }));

function sectionsOf({ variant, appId }: PageOptions, t: Translate): PickerSection<unknown>[] {
  switch (variant) {
    case 'nav':
      return NAV_TYPES.map((type) => appSection(t, type, String(type), appPages(type), t.strings.appPagePicker.types[type]));
    case 'h5':
      return [appSection(t, VARIANT_TYPE.h5, 'h5', appPages(VARIANT_TYPE.h5))];
    case 'home':
      return [appSection(t, VARIANT_TYPE.home, 'home', homePages(appId))];
    case 'nocode':
      return [
        pagesSection<NocodePage>({
          key: 'nocode',
          list: nocodePages,
          columns: nocodeColumns(t),
          search: [
            { field: 'name', title: t('appPagePicker.name'), type: 'string', top: true },
            { field: 'serial_number', title: t('field.serial_number'), type: 'string', top: true },
            { field: 'source', title: t('appPagePicker.source'), type: 'select_radio', remote: { source: pageSources, preload: true } },
          ],
          pick: pickNocode,
        }),
      ];
    case 'own':
    default:
      return [
        pagesSection<OwnPage>({
          key: 'own',
          list: ownPages(appId),
          columns: ownColumns(t),
          search: pageNameSearch(t),
          rowLabel: (r) => r.page_name,
          pick: pickPage(VARIANT_TYPE.own),
          own: { appId },
        }),
      ];
  }
}
