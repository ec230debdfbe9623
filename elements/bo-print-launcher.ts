import { attr, defineElement, event } from '../src/core/runtime';
import { openMethods } from '../src/core/runtime/open-and-wait';
import { NAVIGATE_EVENT } from '../src/core/navigate';
import { footerParts, frameParts } from '../src/kit/parts';
import type { PickerDefinition } from '../src/kit/picker/types';
import { lazyOpening } from '../src/core/feedback/OpeningFailed';
import type { PrintDetail } from '../src/files/print-launcher/usePrintLauncher';
import type { RecordId } from '../src/files/print-launcher/api';
// the template is chosen with the print template picker
import './bo-print-template-picker';

// the view comes right after the element (closed, it paints nothing)
const PrintLauncher = lazyOpening(() => import('../src/files/print-launcher/PrintLauncher').then((m) => m.PrintLauncher));

const nonEmpty = (v: string) => (v.trim() ? undefined : 'expected a model name');
const closed = () => ({ open: false });

export const BoPrintLauncher = defineElement({
  tag: 'bo-print-launcher',
  description:
    '打印：先在“我的模板”中选择打印模板（默认模板预先选中）；打印页模板（type 1）经 bo-navigate 在新窗口打开 /_print/print；Word 模板再选择下载或预览：从模板的 word-api 取记录，填入模板生成一个 .docx（每条记录一节），记录打印日志后下载，或在对话框中预览',
  component: PrintLauncher,
  display: 'contents',
  attributes: {
    open: attr.boolean(false, '打开模板选择；打印、下载完成或取消后自动移除（预览时保留到预览关闭）', { reflect: true }),
    modelName: attr.string('', '模块名（model_name）：列出该模块的模板，并随打印日志发送；必填', { check: nonEmpty }),
    ids: attr.list('id', [] as RecordId[], '要打印的记录 id（JSON 数组或逗号分隔）；为空时提示“没有传递数据”', '(number | string)[]'),
    printPath: attr.string('/_print/print', '打印页路径（type 1 的模板，参数 id、type=common、onlyPrint=1、data）'),
  },
  events: {
    'bo-print': event<PrintDetail>(
      { template: { type: 'Record<string, unknown>' }, mode: { type: "'print' | 'download' | 'preview'" } },
      '已打印：detail.template 为所选模板；mode 为 print（已打开打印页）、download（已下载 Word 文件）或 preview（预览已显示）；预览以外随即关闭',
      { updates: (detail) => (detail.mode === 'preview' ? {} : closed()) },
    ),
    'bo-cancel': event<null>(null, '取消了模板选择或打印方式：未打印', { updates: closed }),
    'bo-close': event<null>(null, '预览已关闭', { updates: closed }),
    'bo-navigate': NAVIGATE_EVENT,
  },
  backend: async () => {
    const [{ printLauncherCalls }, { pickerCalls }, { printTemplatePicker }] = await Promise.all([
      import('../src/files/print-launcher/contract'),
      import('../src/kit/picker/contract'),
      import('../src/pickers/print-template/definition'),
    ]);
    return (values: { modelName: string }) =>
      values.modelName.trim() ? [...pickerCalls(printTemplatePicker as PickerDefinition, values), ...printLauncherCalls(values)] : [];
  },
  cssParts: { dialog: '打印方式与预览对话框', ...frameParts, ...footerParts },
  methods: {
    ...openMethods<PrintDetail>('对话框', {
      signature: "show(): Promise<{ template: Record<string, unknown>; mode: 'print' | 'download' | 'preview' } | null>",
      description: '打开模板选择；打印、下载或预览后得到 { template, mode }，取消时得到 null',
      answer: (detail) => detail as PrintDetail,
      event: 'bo-print',
    }),
  },
});

declare global {
  interface HTMLElementTagNameMap {
    'bo-print-launcher': InstanceType<typeof BoPrintLauncher>;
  }
}
