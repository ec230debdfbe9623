// Print (spec 2 §7 print_template/popup; spec 3 §7 Print): the template list of the template picker
// (search: {name, serial_number, created_by, created_at, updated_by, updated_at}, model_name: a list), the
// word-api of the Word templates (body ids → the records), their .docx files, and the print log.
import { HttpResponse, type HttpHandler } from 'msw';
import { allOf, asObject, auditFilters, filterRows, MockError, oneOfMatch, paged, route, type Input } from '../kit';
import { store } from '../store';
import { printRecords, TEMPLATE_DOCX, type MockPrintTemplate } from '../store/print';
import { DOCX_TYPE } from '../../../src/files/print-launcher/api';

function templates(input: Input): MockPrintTemplate[] {
  const search = asObject(input.search);
  return filterRows(
    store.print().templates,
    allOf<MockPrintTemplate>(auditFilters(search), {
      contains: { name: search.name, serial_number: search.serial_number },
      where: [(r) => oneOfMatch(input.model_name, r.model_name)],
    }),
  );
}

export const printHandlers: HttpHandler[] = [
  route('POST', '/gn/public/print_template/popup', ({ input }) => paged(input, templates(input), 'data')),
  route('POST', '/gn/print/word/:model', ({ input, params }) => {
    if (!Array.isArray(input.ids) || !input.ids.length) throw new MockError(422, '没有传递数据');
    return printRecords(params.model ?? '', input.ids);
  }),
  route('POST', '/gn/public/print_template/create_record', ({ input }) => {
    if (!input.tpl_id || !Array.isArray(input.record_list)) throw new MockError(422, '参数错误');
    store.print().logs.push({ tpl_id: input.tpl_id, model_name: input.model_name, record_list: input.record_list });
    return null;
  }),
  route('GET', '/api/print/template/:file', ({ params }) => {
    const id = Number(/^(\d+)\.docx$/.exec(params.file ?? '')?.[1]);
    if (!store.print().templates.some((x) => x.id === id && x.type !== 1)) return new HttpResponse(null, { status: 404 });
    return new HttpResponse(TEMPLATE_DOCX.slice(), { headers: { 'Content-Type': DOCX_TYPE } });
  }),
];
