import { attr, defineElement, event, formAttr, formField } from '../src/core/runtime';
import { activeTab, checkTabs, DEFAULT_BAR_WIDTH, tabKey, type TabItem } from '../src/widgets/tab-bar/tab-bar.logic';
import { TabBar } from '../src/widgets/tab-bar/TabBar';

const isPositive = (v: number) => (v > 0 ? undefined : 'expected a number > 0');

export const BoTabBar = defineElement({
  tag: 'bo-tab-bar',
  description: '标签栏：每个标签宽度按字数计算（每字 15 像素加 20，最小 90），超出宽度时横向滚动',
  component: TabBar,
  display: 'block',
  // in a plain <form>: the active tab's id under its name
  form: formField({ value: ({ value, tabs }) => { const tab = activeTab(tabs, value); return tab ? tabKey(tab) : null; } }),
  attributes: {
    name: formAttr.name(),
    tabs: attr.json<TabItem[]>([], '标签列表，JSON 数组：[{"id": 1, "name": "名称"}]', 'Array<{ id: string | number; name: string }>', {
      check: checkTabs,
    }),
    value: attr.string<string | undefined>(undefined, '当前标签的 id（文本）；默认第一个标签；用户切换后此属性随之更新'),
    width: attr.number(DEFAULT_BAR_WIDTH, '标签栏宽度（像素），放不下的标签横向滚动', { check: isPositive }),
  },
  events: {
    'bo-change': event<TabItem>({ id: { type: 'string | number' }, name: { type: 'string' } }, '用户切换标签时触发（点击，或方向键后按 Enter/空格），detail 为该标签；属性变化不触发',
      // el.value always reads the active tab, so setting it again selects that tab
      { updates: (tab) => ({ value: tabKey(tab) }) },
    ),
  },
  cssParts: { 'tab-bar': '标签栏的滚动容器' },
});

declare global {
  interface HTMLElementTagNameMap {
    'bo-tab-bar': InstanceType<typeof BoTabBar>;
  }
}
