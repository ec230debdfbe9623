// The overview page's words, in the demo's two languages. The code of each step is the same in both.
export const START_CODE = {
  load: `<!-- everything in one module… -->
<script type="module" src="/static/bo-elements/bo-elements.js"></script>
<!-- …or only the elements the page uses (shared code comes from chunks/) -->
<script type="module" src="/static/bo-elements/bo-goods-picker.js"></script>`,
  config: `<bo-config base-url="https://erp.example.com" with-credentials></bo-config>`,
  first: `<bo-pagination total="235" page-size="20"></bo-pagination>`,
  events: `document.querySelector('bo-pagination')
  .addEventListener('bo-change', (e) => load(e.detail.page, e.detail.pageSize));

// a picker: show() answers the chosen records, or null when the user cancels
const records = await document.querySelector('bo-goods-picker').show();

// every failure (a call, a bad attribute, a render) also reaches the page
document.addEventListener('bo-error', (e) => console.error(e.target.tagName, e.detail));`,
};

export type StepId = keyof typeof START_CODE;

const zhCN = {
  lead: [
    'bo-elements 是后台页面的业务组件：选择器（物品、员工、部门、供应商……）、分页条、标签栏、审批按钮、日期对话框等，以 Web Components（自定义元素）提供。',
    '它们用 React 19 和 Fluent UI v9 写成，但页面不需要 React：Vue、jQuery 或服务端渲染的页面放入标签、设置属性、监听 bo-* 事件即可。每个元素在自己的 shadow root 中渲染，页面的样式不会改变它；界面有中文和英文。',
  ],
  start: '开始使用',
  steps: {
    load: { title: '1. 加载脚本', text: '一个 <script type="module"> 注册全部元素；也可以只加载用到的元素。' },
    config: {
      title: '2. 配置后端（每页一次）',
      text: 'base-url 是后端服务器的根地址（不设时为本页所在的服务器）：每个请求发往 base-url 加上接口文档给出的路径，/api/rule/get_rule_type 与 /goods/list/v2 都原样接在后面，所以 base-url 不要以 /api 结尾；with-credentials 带上 Cookie。也可以设置 headers、timeout、lang。',
    },
    first: { title: '3. 放入第一个元素', text: '特性用短横线命名（page-size），同名的 JS 属性用驼峰（el.pageSize）。' },
    events: { title: '4. 监听事件', text: '所有事件都以 bo- 开头，冒泡并穿过 shadow root；事件到达时元素的属性已是新值。' },
  } satisfies Record<StepId, { title: string; text: string }>,
  guides: '指南（docs/ 目录）',
  guidesText: '仓库的 docs/ 目录中的文档：',
  elements: '元素',
  elementsText: '每个元素都有一页参考：属性、事件、方法、CSS 部件、实时示例和可复制的代码。',
};

export type OverviewStrings = typeof zhCN;

const enUS: OverviewStrings = {
  lead: [
    'bo-elements are the business components of back-office pages: pickers (goods, staff, departments, suppliers…), a pagination bar, a tab bar, approval buttons, a date dialog and more, shipped as Web Components (custom elements).',
    "They are written in React 19 and Fluent UI v9, but a page needs no React: a Vue, jQuery or server-rendered page adds the tag, sets attributes and listens to bo-* events. Each element renders in its own shadow root, so the page's CSS does not change it; the elements speak Chinese and English.",
  ],
  start: 'Getting started',
  steps: {
    load: { title: '1. Load the script', text: 'One <script type="module"> registers every element; or load only the elements the page uses.' },
    config: {
      title: '2. Configure the backend (once per page)',
      text: "base-url is the root of the backend's server (without it, this page's own server): each call goes to base-url followed by the path its contract page gives, /api/rule/get_rule_type and /goods/list/v2 alike, so base-url does not end in /api; with-credentials sends cookies. headers, timeout and lang can be set too.",
    },
    first: { title: '3. Add a first element', text: 'Attributes are kebab-case (page-size); the same values are camelCase properties (el.pageSize).' },
    events: { title: '4. Listen to events', text: "Every event is named bo-…, bubbles and crosses the shadow root; when it arrives the element's properties already hold the new value." },
  },
  guides: 'Guides (docs/)',
  guidesText: "Documents in the repository's docs/ folder:",
  elements: 'Elements',
  elementsText: 'Each element has a reference page: attributes, events, methods, CSS parts, a live example and code to copy.',
};

export const overviewStrings = { 'zh-CN': zhCN, 'en-US': enUS };
