/**
 * The zh-CN strings of the app page picker (spec 2 §2 App page pickers, §3 App page, Own page, No-code
 * page, Page source options; spec 3 §7 Application pages): part of the one zh-CN catalogue (zh-CN.ts
 * spreads it in). 请选择页面 is zh-CN.ts `picker.selectPage`; 请确认是否删除该数据? `picker.deleteConfirm`.
 */
export const pagesZhCN = {
  appPagePicker: {
    title: '选择页面',
    ownTitle: '选择我的页面',
    h5Title: '选择移动H5页面',
    homeTitle: '选择首页页面',
    nocodeTitle: '选择无代码页面',
    navTitle: '选择导航页面',
    // the navigation picker's tabs, by type (spec 2 §2: ids 1 to 9)
    types: {
      1: '移动工作台',
      2: '我的页面',
      3: '首页',
      4: 'Apaas',
      5: 'H5',
      6: '移动原生',
      7: 'Web',
      8: '通用模板',
      9: '小程序',
    } as Record<number, string>,
    icon: '图标',
    page_name: '页面名称',
    page_status: '页面状态',
    // page_status 2: the only pages listed (spec 2 §4)
    statuses: { 2: '已发布' } as Record<number, string>,
    page_url: '页面地址',
    model_function_list: '所属功能',
    name: '名称',
    source: '来源',
    link: '链接',
    appManagement: '应用管理',
    addPage: '新增页面',
    delete: '删除',
    actions: '操作',
  },
  addPageDialog: {
    title: '新增页面',
    app: '应用',
    appRequired: '请选择应用',
    pageName: '页面名称',
    pageNameRequired: '请输入页面名称',
    pageUrl: '页面地址',
    pageUrlRequired: '请输入页面地址',
    pageApplication: '应用端',
    // page_application: 1 web, 2 mobile (docs/decisions/pickers.md, app page picker)
    applications: { 1: 'Web端', 2: '移动端' } as Record<number, string>,
  },
};
