import { attr, defineElement, event } from '../src/core/runtime';
import { openMethods } from '../src/core/runtime/open-and-wait';
import { footerParts, frameParts } from '../src/kit/parts';
import { lazyOpening } from '../src/core/feedback/OpeningFailed';
import type { ImportDetail, ImportDoneDetail } from '../src/files/import-dialog/useImportDialog';

// the view comes right after the element (closed, it paints nothing)
const ImportDialog = lazyOpening(() => import('../src/files/import-dialog/ImportDialog').then((m) => m.ImportDialog));

const httpLink = (v: string | undefined) => (v === undefined || /^https?:\/\//i.test(v.trim()) ? undefined : 'expected an http(s) address');
const isObject = (v: unknown) => (typeof v === 'object' && v !== null && !Array.isArray(v) ? undefined : 'expected a JSON object of extra parameters');
const positive = (v: number) => (Number.isFinite(v) && v > 0 ? undefined : 'expected a number of milliseconds greater than 0');
const closed = () => ({ open: false });

export const BoImportDialog = defineElement({
  tag: 'bo-import-dialog',
  description:
    '导入对话框：第一步上传 xls/xlsx（不超过 5M，浏览器内先数行，每次最多 10000 行）或 zip（上传后每 2 秒查询处理状态直到完成），第二步写入数据并显示进度（每 200 毫秒 +5 至 95，完成 100，1 秒后关闭）；写入由 import-url 完成，或由页面取消 bo-import 后自行完成',
  component: ImportDialog,
  display: 'contents',
  attributes: {
    open: attr.boolean(false, '显示对话框；导入完成或取消后自动移除', { reflect: true }),
    mode: attr.enum(['sheet', 'zip'], 'sheet', '导入的文件：sheet 为 xls/xlsx 表格，zip 为压缩包（服务器解压，查询处理状态）'),
    sheet: attr.string<string | undefined>(undefined, '计算行数的工作表名称；不设时为第一个工作表'),
    importUrl: attr.string<string | undefined>(undefined, '第二步写入数据的地址（相对 api-base）；收到 {attachment_id, ...params}（zip 另有 id、attachment_info）。不设时由页面处理 bo-import'),
    importMethod: attr.enum(['POST', 'PUT'], 'POST', '写入数据的请求方法'),
    params: attr.json<Record<string, unknown>>({}, '随写入请求一并发送的其他参数（JSON 对象）', 'Record<string, unknown>', { check: isObject }),
    templateUrl: attr.string<string | undefined>(undefined, '导入模板的下载地址（仅 http/https）；设置后显示“下载导入模板”', { check: httpLink }),
    title: attr.string<string | undefined>(undefined, '对话框标题，默认“导入”'),
    pollInterval: attr.number(2000, 'zip 处理状态的查询间隔（毫秒），默认 2000', { check: positive }),
  },
  events: {
    'bo-import': event<ImportDetail>(
      {
        attachment_id: { type: 'number' },
        file: { type: 'Record<string, unknown>' },
        payload: { type: 'Record<string, unknown>' },
        respondWith: { type: '(work: Promise<unknown>) => void' },
      },
      '点击“下一步”开始写入数据时（可取消）：页面自行写入时调用 preventDefault() 并在监听函数中同步调用 detail.respondWith(promise)，对话框显示进度直到 promise 完成（reject 的 message 作为失败信息显示）；只取消而不调用 respondWith 则停留在第一步、不写入；不取消则请求 import-url',
      { cancelable: true },
    ),
    'bo-confirm': event<ImportDoneDetail>(
      { attachment_id: { type: 'number' }, file: { type: 'Record<string, unknown>' }, result: { type: 'unknown', optional: true } },
      '写入成功、进度 100% 后 1 秒：detail.result 为 import-url 返回的 data（或 respondWith 的结果）；对话框随即关闭',
      { updates: closed },
    ),
    'bo-cancel': event<null>(null, '取消、关闭按钮或 Esc（写入数据时不可关闭）：对话框关闭，未导入', { updates: closed }),
  },
  backend: async () => (await import('../src/files/import-dialog/contract')).importDialogCalls,
  cssParts: { dialog: '对话框面板', steps: '步骤条（上传文件、写入数据）', ...frameParts, ...footerParts },
  methods: {
    ...openMethods<ImportDoneDetail>('对话框', {
      signature: 'show(): Promise<{ attachment_id: number; file: Record<string, unknown>; result: unknown } | null>',
      description: '打开对话框；导入完成时得到 bo-confirm 的 detail，取消时得到 null',
      answer: (detail) => detail as ImportDoneDetail,
    }),
  },
});

declare global {
  interface HTMLElementTagNameMap {
    'bo-import-dialog': InstanceType<typeof BoImportDialog>;
  }
}
