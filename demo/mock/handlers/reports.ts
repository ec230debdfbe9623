// Reports (spec 2 §7 Projects / templates / pages): the large-screen data items of the report-item
// picker. search is an object {title, serial_number} or a text matching either; class_name holds class ids
// of the model large_screen_data_item (listed by the classes handler).
import type { HttpHandler } from 'msw';
import { allOf, asObject, auditFilters, filterRows, oneOfMatch, paged, pick, route, textMatch, type Input } from '../kit';
import { store } from '../store';
import type { ReportDataItem } from '../types';

function reportItems(input: Input): ReportDataItem[] {
  const search = asObject(input.search);
  const text = typeof input.search === 'string' ? input.search : undefined;
  return filterRows(
    store.reports().items,
    allOf<ReportDataItem>(auditFilters(input), {
      contains: {
        title: search.title ?? input.title,
        serial_number: search.serial_number ?? input.serial_number,
        ...pick(input, ['data_style_text', 'data_source_text', 'remark'] as const),
      },
      where: [(r) => textMatch(text, r.title, r.serial_number), (r) => oneOfMatch(input.class_name ?? input.class_id, r.class_id)],
    }),
  );
}

export const reportsHandlers: HttpHandler[] = [
  route('POST', '/report_forms/large_screen_data_item/list_public', ({ input }) => paged(input, reportItems(input), 'data')),
];
