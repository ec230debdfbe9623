import { attr, defineElement, event } from '../src/core/runtime';
import { NAVIGATE_EVENT } from '../src/core/navigate';
import { PageHeader } from '../src/management/page-header/PageHeader';
import { checkButtons, type HeaderButton } from '../src/management/page-header/page-header.logic';

export const BoPageHeader = defineElement({
  tag: 'bo-page-header',
  description: '页面标题栏：返回（有可返回的页面时才显示）、标题、上一条/下一条记录箭头和页面按钮',
  component: PageHeader,
  display: 'block',
  attributes: {
    title: attr.string('', '标题文字'),
    buttons: attr.json<HeaderButton[]>([], '右侧按钮，JSON 数组：[{"key": "save", "label": "保存", "appearance": "primary"}]；点击发出 bo-action', 'Array<{ key: string; label: string; appearance?: "primary" | "secondary"; disabled?: boolean }>', {
      check: checkButtons,
    }),
    arrows: attr.boolean(false, '显示上一条/下一条记录箭头（bo-prev、bo-next）'),
    prevDisabled: attr.boolean(false, '禁用“上一条”（已是第一条）'),
    nextDisabled: attr.boolean(false, '禁用“下一条”（已是最后一条）'),
    backPath: attr.string<string | undefined>(undefined, '返回的目标路径（经 bo-navigate 跳转）；不设时返回浏览器的上一页，没有上一页时不显示返回'),
  },
  events: {
    'bo-prev': event<null>(null, '点击“上一条”：页面自行载入上一条记录'),
    'bo-next': event<null>(null, '点击“下一条”：页面自行载入下一条记录'),
    'bo-action': event<{ key: string }>({ key: { type: 'string' } }, '点击右侧按钮：detail.key 为该按钮的 key'),
    'bo-navigate': NAVIGATE_EVENT,
  },
  cssParts: { header: '标题栏', 'back-button': '返回按钮', title: '标题文字', buttons: '右侧按钮区' },
});

declare global {
  interface HTMLElementTagNameMap {
    'bo-page-header': InstanceType<typeof BoPageHeader>;
  }
}
