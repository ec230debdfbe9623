/**
 * Descriptions of the `::part`s that the picker drawers and the date dialog share (the manifest is
 * zh-CN): the same names on the same surfaces (docs/theming.md).
 */
import type { PartDocs } from '../core/runtime';

export const frameParts = {
  header: '标题栏：标题与关闭按钮',
  title: '标题文字',
  'close-button': '标题栏的关闭按钮（×）',
  body: '标题栏与底栏之间的内容区',
} satisfies PartDocs;

export const footerParts = {
  footer: '底栏：操作按钮所在',
  'cancel-button': '取消（或关闭）按钮',
  'confirm-button': '确定按钮',
} satisfies PartDocs;
