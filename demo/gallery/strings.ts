// Strings of the demo gallery itself (a tool for testers, not part of the product's catalogue).
export const gallery = {
  title: 'bo-elements 组件库',
  subtitle: '每个元素：实时示例、属性调试与事件日志（模拟后端）',
  search: '搜索元素',
  example: '实时示例',
  playground: '属性',
  methods: '方法',
  events: '事件日志',
  clear: '清空',
  noEvents: '尚无事件，操作上面的示例试试',
  result: '返回',
  html: 'HTML',
  language: '元素语言',
};
