/**
 * Example attributes of every element, used by the demo gallery (the live example) and by the
 * conformance suite (what it renders). An element without an entry here fails the conformance suite.
 */
export interface Example {
  /** attributes of the live example */
  attributes: Record<string, string>;
  /** a method to call to show the element's portal (dialog, drawer) */
  open?: string;
  /** a line for the gallery on what to try */
  hint?: string;
}

export const examples: Record<string, Example> = {
  'bo-status-badge': { attributes: { scheme: 'audit', status: '1' }, hint: '试试 kind="success"、scheme="invoice" status="2" 或 appearance="dot"' },
  'bo-approval-button': { attributes: { value: '1' }, hint: 'value 为 1..5 时显示按钮，其他值不显示' },
  'bo-pagination': { attributes: { total: '235', 'page-size': '10' }, hint: '翻页、切换每页条数或在「前往」中输入页码' },
  'bo-tab-bar': {
    attributes: { tabs: JSON.stringify([{ id: 1, name: '基本信息' }, { id: 2, name: '审批' }, { id: 3, name: '物品明细与附件' }, { id: 4, name: '操作日志' }]) },
    hint: '每个标签宽度 = 字数 × 15 + 20，最小 90',
  },
  'bo-date-dialog': { attributes: { value: '2026-11-22' }, open: 'show', hint: '点击 show() 打开对话框' },
  'bo-goods-picker': { attributes: {}, open: 'show', hint: '点击 show() 打开；试试 selection-mode="radio"、variant="small"、disabled-ids="[1,2]"' },
  'bo-config': { attributes: { 'base-url': '' }, hint: '页面级配置元素，本身不显示内容' },
};
