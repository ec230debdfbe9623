// Print area (spec 2 §3 Print template, spec 3 §3 Print record log, §7 Print): the print templates of a
// few modules (purchase_order: a Word template by default; sale_order: a print-page template by default;
// contract: no default), a real .docx template made with pizzip when the module loads ({serial_number},
// {name} and a {#list}…{/list} loop of goods lines), the records a word-api answers, and the print log.
import PizZip from 'pizzip';
import { Rng, audit, serial } from '../random';
import { peopleOf } from './trees';

export interface MockPrintTemplate {
  id: number;
  serial_number: string;
  name: string;
  menu: { name: string };
  is_default: 0 | 1;
  model_name: string;
  /** 1: the print page; 2: a Word template */
  type: number;
  word_api: string;
  file_url: string;
  created_by: string;
  created_at: string;
  updated_by: string;
  updated_at: string;
}

export interface PrintLogEntry {
  tpl_id: unknown;
  model_name: unknown;
  record_list: unknown;
}

export interface PrintData {
  templates: MockPrintTemplate[];
  logs: PrintLogEntry[];
}

const MODULES = [
  { model: 'purchase_order', menu: '采购订单', defaultType: 2 },
  { model: 'sale_order', menu: '销售订单', defaultType: 1 },
  { model: 'contract', menu: '合同', defaultType: 0 },
] as const;
const KINDS = ['标准', '简版', '含金额', '对外', '归档', '横版'];
export const PRINT_TEMPLATE_COUNT = 90;

/** Where the mock serves a Word template's .docx. */
export const templateFileUrl = (id: number) => `/api/print/template/${id}.docx`;

export function generatePrint(seed: number): PrintData {
  const rng = new Rng(seed);
  const people = peopleOf(rng);
  const templates: MockPrintTemplate[] = Array.from({ length: PRINT_TEMPLATE_COUNT }, (_, i) => {
    const id = i + 1;
    const m = MODULES[i % MODULES.length]!;
    const first = i < MODULES.length;
    const type = first && m.defaultType ? m.defaultType : rng.bool(0.5) ? 1 : 2;
    return {
      id,
      serial_number: serial('MB', id, 4),
      name: `${m.menu}${type === 1 ? '打印' : ' Word '}模板·${first ? '通用' : rng.pick(KINDS)}${first ? '' : id}`,
      menu: { name: m.menu },
      is_default: first && m.defaultType ? 1 : 0,
      model_name: m.model,
      type,
      word_api: `/gn/print/word/${m.model}`,
      file_url: templateFileUrl(id),
      ...audit(rng, people),
    };
  });
  return { templates, logs: [] };
}

/** The records a word-api answers for these ids: number, name and goods lines. */
export function printRecords(model: string, ids: unknown[]) {
  return ids.map((id) => {
    const n = Number(id) || 0;
    const rng = new Rng(n * 7919 + model.length);
    return {
      id,
      serial_number: serial(model === 'purchase_order' ? 'CG' : 'DJ', n, 6),
      name: `${rng.pick(['办公用品', '生产物料', '设备备件', '劳保用品'])}采购 ${n}`,
      list: Array.from({ length: 1 + (n % 3) }, (_, k) => ({
        goods_name: rng.pick(['A4 复印纸', '签字笔', '轴承 6204', '安全帽', '工作手套', '打印机硒鼓']),
        quantity: rng.int(1, 50),
        unit: rng.pick(['箱', '支', '个', '顶', '副']),
        line: k + 1,
      })),
    };
  });
}

const run = (text: string, bold = false) => `<w:r>${bold ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${text}</w:t></w:r>`;
const para = (...runs: string[]) => `<w:p>${runs.join('')}</w:p>`;

/** A minimal .docx: the order's number and name, then a paragraph per goods line ({#list}…{/list}). */
function makeTemplate(): Uint8Array {
  const zip = new PizZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  zip.file('word/_rels/document.xml.rels', '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"></Relationships>');
  const body = [
    para(run('采购订单 ', true), run('{serial_number}', true)),
    para(run('名称：{name}')),
    para(run('{#list}')),
    para(run('{line}. {goods_name} × {quantity} {unit}')),
    para(run('{/list}')),
  ].join('');
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="720" w:footer="720" w:gutter="0"/></w:sectPr></w:body></w:document>`,
  );
  return zip.generate({ type: 'uint8array' });
}

/** The Word template every mock Word template serves (made once, when the module loads). */
export const TEMPLATE_DOCX: Uint8Array = makeTemplate();
