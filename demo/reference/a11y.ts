/**
 * 无障碍 / Accessibility: what a page author can tell their users and auditors about an element, by the
 * kind of element it is (a picker's drawer, a dialog, a page section). Each line is a behaviour the tests
 * hold: the picker contract (test/pickers/picker-contract.test.ts, contract-form.ts: keyboard only, Esc,
 * focus back on the opener, the status region), the conformance suite's axe check (test/axe.ts: no
 * serious or critical violation, the element shown) and the elements' own tests.
 */
import type { DemoLang } from '../gallery/useStrings';
import type { ElementDoc } from './manifest';
import { examples } from '../examples';

export type A11yKind = 'picker' | 'dialog' | 'section' | 'config';

export interface A11yNotes {
  roles: string;
  keyboard: [keys: string, what: string][];
  focus: string;
  announced: string;
  limits: string;
}

/** A picker opens a drawer with a list to choose from; a dialog, one that asks or shows; the rest are
 * parts of the page (bo-config draws nothing). */
export function a11yKind(doc: ElementDoc): A11yKind {
  if (examples[doc.tag]?.group === 'config') return 'config';
  if (!doc.methods.some((m) => m.name === 'show')) return 'section';
  return doc.events.some((e) => e.name === 'bo-confirm') && examples[doc.tag]?.group === 'picker' ? 'picker' : 'dialog';
}

const ZH: Record<A11yKind, A11yNotes> = {
  picker: {
    roles: '抽屉为 dialog（以标题为名称）；列表为带复选框或单选按钮的表格行、可选卡片（grid 的 row，选中以 aria-selected 表示）或树（tree / treeitem）；按钮、输入框均有可读名称。',
    keyboard: [
      ['Tab / Shift+Tab', '在搜索栏、侧边树、列表与底部按钮之间移动（焦点留在抽屉内）'],
      ['空格', '勾选或取消当前行（单选：选中）'],
      ['方向键 / Home / End', '在卡片网格与树中移动'],
      ['Enter', '在“确定”上确认选择（bo-confirm）'],
      ['Esc', '取消并关闭（bo-cancel）'],
    ],
    focus: '打开时焦点进入抽屉；关闭（确定、取消或 Esc）后回到打开前获得焦点的元素（页面的按钮）。元素在打开时被移动（jQuery 式 remove + append），焦点仍在抽屉内。',
    announced: '已选条数变化时，状态区域朗读“已选 N 条”；加载失败以 role="alert" 朗读错误信息并提供“重试”；无数据时以状态区域朗读空状态。',
    limits: '大列表虚拟滚动：只有可见的行在 DOM 中，读屏软件的浏览模式只读到这些行（用方向键或翻页到达其余行）。地图选点的地图本身只能用鼠标或触摸操作，键盘用户输入经纬度后“定位”。',
  },
  dialog: {
    roles: '对话框或抽屉为 dialog（以标题为名称），按钮与表单字段均有可读名称；必填字段带 aria-required。',
    keyboard: [
      ['Tab / Shift+Tab', '在对话框内的字段与按钮之间移动（焦点留在对话框内）'],
      ['Enter', '在按钮上执行它（如“确定”）'],
      ['Esc', '取消并关闭（bo-cancel）'],
    ],
    focus: '打开时焦点进入对话框；关闭后回到打开前获得焦点的元素。',
    announced: '校验与保存的错误以 role="alert" 朗读，输入保留；进行中的操作以状态区域朗读。',
    limits: '日期面板的月份按钮所读的名称与所显示的相同（如“12月”），日按钮读出完整日期。',
  },
  section: {
    roles: '页面的一部分：表格有列标题，按钮、开关与表单字段均有可读名称；标签页为 tablist / tab。',
    keyboard: [
      ['Tab / Shift+Tab', '在可操作的控件之间移动'],
      ['方向键', '在标签页、工具栏与分页按钮之间移动'],
      ['Enter / 空格', '执行按钮或切换开关'],
    ],
    focus: '元素不移动焦点；它打开的对话框关闭后，焦点回到打开它的按钮。',
    announced: '加载或保存失败以 role="alert" 朗读，并发出 bo-error；空状态与进行中的操作以状态区域朗读。',
    limits: '拖动排序也可用键盘完成（拖动把手获得焦点后用方向键），每次移动以状态区域朗读。',
  },
  config: {
    roles: '不绘制任何内容，对辅助技术不可见。',
    keyboard: [],
    focus: '不参与焦点顺序。',
    announced: '无。',
    limits: '无。',
  },
};

const EN: Record<A11yKind, A11yNotes> = {
  picker: {
    roles: 'The drawer is a dialog named by its title; the list is table rows with check boxes or radio buttons, selectable cards (rows of a grid, chosen by aria-selected) or a tree (tree / treeitem); every button and field has an accessible name.',
    keyboard: [
      ['Tab / Shift+Tab', 'moves between the search bar, the side tree, the list and the footer buttons (focus stays in the drawer)'],
      ['Space', 'ticks or unticks the row (single choice: chooses it)'],
      ['Arrows / Home / End', 'move in a card grid and in a tree'],
      ['Enter', 'on OK confirms the choice (bo-confirm)'],
      ['Esc', 'cancels and closes (bo-cancel)'],
    ],
    focus: 'Focus moves into the drawer when it opens and goes back to what had it before (the page’s button) when it closes (OK, Cancel or Esc). Moved while open (jQuery remove + append), the drawer keeps the focus.',
    announced: 'A status region says “Selected N” when the count changes; a failed load is read as an alert with its message and Retry; an empty list is said by a status region.',
    limits: 'Big lists are virtualised: only the rows in view are in the DOM, so a screen reader’s browse mode reads those (the arrows or the pager reach the others). The map of the map picker takes a mouse or touch; keyboard users type the longitude and latitude and press Locate.',
  },
  dialog: {
    roles: 'The dialog or drawer is a dialog named by its title; buttons and fields have accessible names; required fields carry aria-required.',
    keyboard: [
      ['Tab / Shift+Tab', 'moves between the fields and buttons of the dialog (focus stays in it)'],
      ['Enter', 'on a button runs it (OK)'],
      ['Esc', 'cancels and closes (bo-cancel)'],
    ],
    focus: 'Focus moves into the dialog when it opens and goes back to what had it before when it closes.',
    announced: 'Validation and save errors are read as alerts, and the input is kept; work in progress is said by a status region.',
    limits: 'The calendar’s month buttons are read as they are shown (“Dec”, “December”), its day buttons with the full date.',
  },
  section: {
    roles: 'A part of the page: tables have column headers; buttons, switches and fields have accessible names; tabs are a tablist of tabs.',
    keyboard: [
      ['Tab / Shift+Tab', 'moves between the controls'],
      ['Arrows', 'move between tabs, toolbar buttons and page buttons'],
      ['Enter / Space', 'run a button or flip a switch'],
    ],
    focus: 'The element does not move the focus; a dialog it opens gives the focus back to its button when it closes.',
    announced: 'A failed load or save is read as an alert and sent as bo-error; empty states and work in progress are said by status regions.',
    limits: 'Drag sorting works from the keyboard too (the handle focused, then the arrows), each move said by a status region.',
  },
  config: {
    roles: 'Draws nothing; invisible to assistive technology.',
    keyboard: [],
    focus: 'Takes no part in the focus order.',
    announced: 'Nothing.',
    limits: 'None.',
  },
};

/** The accessibility notes of an element in the demo's language. */
export const a11yNotes = (doc: ElementDoc, lang: DemoLang): A11yNotes => (lang === 'en-US' ? EN : ZH)[a11yKind(doc)];
