import { pickersZhCN } from './zh-CN.pickers';
import { formZhCN } from './zh-CN.form';

/**
 * The base of the zh-CN string catalogue: the strings of the core and the kit, on every page (the
 * strings of an area are its part, zh-CN.<area>.ts, registered by the code that uses them:
 * areas/). The messages of the three specifications' validation rules and error catalogues are verbatim; where a spec gave only an English paraphrase the
 * natural Chinese of DECISIONS.md is used. Keys are grouped by area; `{name}` marks a parameter.
 */
export const zhCN = {
  common: {
    confirm: '确定',
    cancel: '取消',
    close: '关闭',
    notice: '提示',
    deleteNotice: '删除提示',
    retry: '重试',
    loading: '加载中…',
    empty: '暂无数据',
    emptyCell: '--',
    // between the items of a list in one cell or field (names, chosen options)
    listSeparator: '、',
    // a name with what tells it apart: 张三（13800000000）
    nameWithDetail: '{name}（{detail}）',
    renderFailed: '组件出错了，请刷新页面后重试',
    left: '(已离职)',
    viewLarge: '查看大图',
    // the tag of a module's default record (class, numbering rule)
    defaultTag: '默认',
    enableName: '启用 {name}',
  },
  http: {
    failed: '操作失败',
    network: '网络错误，请检查网络连接',
    timeout: '请求超时，请稍后重试',
    server: '服务器错误（{status}）',
    malformed: '服务器返回的数据格式不正确',
    signedOut: '登录已过期，请重新登录后重试',
    loadFailed: '数据加载失败',
  },
  success: {
    operation: '操作成功',
    add: '新增成功',
    delete: '删除成功',
    deleteBang: '删除成功!',
    set: '设置成功',
    save: '保存成功',
    modify: '修改成功',
    edit: '编辑成功',
    withdraw: '撤回成功',
    urge: '催办成功',
    copyTo: '抄送成功',
    designate: '指定成功',
    relay: '转发成功',
    sort: '排序成功',
    copy: '复制成功',
    clear: '清空成功',
  },
  category: {
    deleteConfirm: '确定删除：{name} · {number} 分类？',
  },
  // spec 2 §5, §8 and spec 3 §5 Pickers: the empty-selection messages of each picker
  picker: {
    selectData: '请先选择数据',
    noSelection: '当前没有选择数据',
    noneChosen: '当前并未选择数据！',
    tickData: '请先勾选数据',
    selectAddress: '请选择地址',
    selectDataShop: '请选择数据',
    selectTemplate: '请选择模板',
    selectPage: '请选择页面',
    selectDepartment: '请先选择部门',
    noDataPassed: '没有传递数据',
    enterGcj02: '请输入GCJ02坐标',
    selectPaymentMethod: '请选择付款方式',
    deleteConfirm: '请确认是否删除该数据?',
    selectAllPage: '选择本页全部',
    selectColumn: '选择',
    selectRow: '选择此行',
    selectNamed: '选择 {name}',
    chosen: '已选 {count} 条',
    clearChosen: '清空',
    removeChosen: '移除 {name}',
    pendingChosen: '预选记录（ID {id}）',
    missingAttribute: '缺少必填属性 {name}，无法加载列表',
    missingAttributeForm: '缺少必填属性 {name}，无法加载',
    chosenList: '已选数据',
    sequence: '序号',
  },
  // spec 2 item picker (stock rows of /scm/public/get_bom)
  // spec 2 category/class picker
  // spec 2 shop pickers (bo-sku-picker), report-item picker, equipment picker
  // spec 2 Material grid, Icon pickers, §9: the card grid, 选择素材 and 选择图标
  // spec 2 §2 category/group side filter (bo-category-group-filter): tab labels per kind
  // spec 3 §5 approval actions
  approval: {
    selectType: '请选择指定后的审批类型',
    relayRemark: '请填写转发后的说明',
    designateRemark: '请填写指定后的说明',
    selectApprover: '请选择指定审批人',
    inputAction: '请输入{title}',
    confirmAllApproved: '请确认所有字段均已审批',
    tickData: '请勾选数据',
    deleteRemarkConfirm: '请确认是否删除该意见?',
    deleteFlowConfirm: '请确认是否删除该数据?',
    clearConfirm: '请确认是否清空？清空后将无法恢复',
    fillRequired: '请填写必填字段',
    button: { 1: '审批', 2: '再审批', 3: '追溯', 4: '变更', 5: '再变更' } as Record<number, string>,
  },
  invoice: {
    dateRequired: '请选择开票日期',
    notAmountRequired: '请输入不可抵扣金额',
    totalAmount1Required: '请输入总金额',
    totalAmountRequired: '请输入合计金额',
    taxRequired: '请输入合计税额',
    filesRequired: '请上传附件',
    inputField: '请输入{title}',
    selectField: '请选择{title}',
    notRecognised: '未能识别到有效的发票',
  },
  upload: {
    // the scan upload's two buttons, here because the entries show them (disabled) before the upload's code
    // and its catalogue have come (ScanUploadPlaceholder)
    local: '本地上传',
    scan: '扫码上传',
    imageOnly: '请上传图片',
    videoOnly: '请上传视频文件',
    audioOnly: '请上传音频文件',
    deletePhotoConfirm: '确认是否删除照片',
    deleteFileConfirm: '此操作将永久删除该文件, 是否继续?',
    zipOnly: '请上传zip文件',
    attachmentFirst: '请先上传附件',
  },
  group: {
    numberRequired: '编号不能为空',
    numberHint: '不超过4个字',
    nameRequired: '名称不能为空',
    deleteConfirm: '请确认是否删除该数据，删除后无法恢复?',
    deleteKindConfirm: '确定删除该{kind}？',
    crossLevel: '不能跨级移动',
  },
  // spec 3 §4 Badges
  badge: {
    kind: {
      primary: '已提交',
      success: '已完成',
      errorw: '驳回终止',
      info: '已过期',
      warning: '审批中',
      danger: '已拒绝',
      tijiaozhong: '提交中',
      isShengxiao: '已生效',
    } as Record<string, string>,
    audit: { 0: '提交中', 1: '审批中', 2: '已生效', other: '驳回终止' } as Record<string, string>,
    invoice: { 0: '未报销', 1: '已报销', 2: '已作废' } as Record<string, string>,
    verification: { 0: '未查验', 1: '查验成功', 2: '查验失败' } as Record<string, string>,
  },
  pagination: {
    total: '共 {total} 条',
    perPage: '{size}条/页',
    prev: '上一页',
    next: '下一页',
    // the jumper: {input} is where the page number box stands
    jumpTo: '前往{input}页',
    pageN: '第 {page} 页',
    morePrev: '向前 5 页',
    moreNext: '向后 5 页',
    label: '分页',
    pageSize: '每页条数',
    jumper: '跳转到的页码',
  },
  calendar: {
    // the same as shortMonths: the month picker shows the short name and reads out the long one, and what a
    // button shows must be part of its name (WCAG 2.5.3 Label in Name)
    months: ['1月', '2月', '3月', '4月', '5月', '6月', '7月', '8月', '9月', '10月', '11月', '12月'],
    shortMonths: ['1月', '2月', '3月', '4月', '5月', '6月', '7月', '8月', '9月', '10月', '11月', '12月'],
    days: ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'],
    shortDays: ['日', '一', '二', '三', '四', '五', '六'],
    // {month}: the short name of the month (shortMonths)
    monthYear: '{year}年{month}',
    monthDayYear: '{year}年{month}{day}日',
    prevYearRange: '上一组年份',
    nextYearRange: '下一组年份',
    // `{0}` is filled in by the calendar itself
    weekNumber: '第 {0} 周',
    selectedDate: '已选择 {0}',
    todayDate: '今天 {0}',
    monthPickerHeader: '{0}，选择年份',
    yearPickerHeader: '{0}，选择月份',
    dayMarked: '已标记',
  },
  // spec 2 Picker screens: the left tree sidebar of the pickers (tabs, filter box, tree)
  // spec 1 §3, §5, §9 and spec 2 §1, §9: the search form of pickers and lists
  // the pickers' own strings (zh-CN.pickers.ts)
  ...pickersZhCN,
  ...formZhCN,
};

