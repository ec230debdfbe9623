/**
 * Example attributes of every element, used by the demo gallery (the live example) and by the
 * conformance suite (what it renders). An element without an entry here fails the conformance suite.
 */

import { COLUMN_DEMO_GROUPS } from './column-groups';
import { EXPORT_DEMO_FIELDS } from './mock/store/export-plans';
import { SEEDED_PHOTOS } from './mock/store/photos';
import { EXAMPLE_FILES } from './mock/store/files-scan';
import { seededInvoices } from './mock/store/invoices';
import { EXAMPLE_RECEIPTS } from './mock/store/receipts';
import { CASCADER_SAMPLE, HIERARCHY_SAMPLE } from './tree-samples';

/** Where the demo's sidebar lists an element: widgets, pickers, management screens, approval, finance, files and tools or page configuration. */
export type Group = 'widget' | 'picker' | 'management' | 'approval' | 'finance' | 'files' | 'config';

export interface Example {
  group: Group;
  /** attributes of the live example */
  attributes: Record<string, string>;
  /** a method to call to show the element's portal (dialog, drawer) */
  open?: string;
  /** a line for the gallery on what to try */
  hint?: string;
}

export const examples: Record<string, Example> = {
  'bo-status-badge': { group: 'widget', attributes: { scheme: 'audit', status: '1' }, hint: '试试 kind="success"、scheme="invoice" status="2" 或 appearance="dot"' },
  'bo-base-info-card': {
    group: 'widget',
    attributes: {
      title: '采购订单 CG-2026-0018',
      status: '1',
      fields: JSON.stringify([{ label: '供应商', value: '成都蓉城机电有限公司' }, { label: '金额（元）', value: '12,800.00' }, { label: '创建人', value: '张三' }, { label: '备注', value: '' }]),
      'trace-path': '/main/approvelDeail',
      'trace-query': JSON.stringify({ module: 'purchase_order', id: 18 }),
      lng: '104.06585', lat: '30.65754', address: '四川省成都市青羊区天府广场',
      tags: JSON.stringify(['加急', '年度框架']),
    },
    hint: '点击位置图标查看地图（只读）；添加或删除标签；“审批追溯”发出 bo-navigate',
  },
  'bo-approval-button': { group: 'widget', attributes: { value: '1' }, hint: 'value 为 1..5 时显示按钮，其他值不显示' },
  'bo-pagination': { group: 'widget', attributes: { total: '235', 'page-size': '10' }, hint: '翻页、切换每页条数或在「前往」中输入页码' },
  'bo-tab-bar': {
    group: 'widget',
    attributes: { tabs: JSON.stringify([{ id: 1, name: '基本信息' }, { id: 2, name: '审批' }, { id: 3, name: '物品明细与附件' }, { id: 4, name: '操作日志' }]) },
    hint: '每个标签宽度 = 字数 × 15 + 20，最小 90',
  },
  'bo-date-dialog': { group: 'widget', attributes: { value: '2026-11-22' }, open: 'show', hint: '点击 show() 打开对话框' },
  'bo-goods-picker': { group: 'picker', attributes: {}, open: 'show', hint: '点击 show() 打开；试试 selection-mode="radio"、variant="small"、disabled-ids="[1,2]"' },
  'bo-item-picker': { group: 'picker', attributes: {}, open: 'show', hint: '库存明细；试试 selection-mode="radio" 或 no-tree' },
  'bo-class-picker': { group: 'picker', attributes: { 'model-name': 'project' }, open: 'show', hint: '试试 all（不分页，page_size 0）' },
  'bo-sku-picker': { group: 'picker', attributes: {}, open: 'show', hint: '点击价格或划线价表头排序；variant="product" 为商品 SKU' },
  'bo-report-item-picker': { group: 'picker', attributes: {}, open: 'show', hint: '左侧为数据项分类' },
  'bo-equipment-picker': { group: 'picker', attributes: {}, open: 'show', hint: 'variant="shared" 为共享设备' },
  'bo-material-picker': { group: 'picker', attributes: {}, open: 'show', hint: '素材 / 配置图片两个标签；左侧可多选素材类型、分类、分组' },
  'bo-icon-picker': { group: 'picker', attributes: {}, open: 'show', hint: '试试 variant="tabs"（系统图标、素材图标、配置图片）、variant="material"（单独的素材图标）或 page-size="100"' },
  'bo-department-picker': { group: 'picker', attributes: {}, open: 'show', hint: '部门树表，可过滤；试试 company-only（只列公司/分公司，全部展开）或 selection-mode="radio"' },
  'bo-org-picker': { group: 'picker', attributes: {}, open: 'show', hint: '部门 / 员工分组 / 岗位，严格勾选（父子不关联）' },
  'bo-staff-picker': { group: 'picker', attributes: {}, open: 'show', hint: '默认选中当前用户的主部门；试试 org-tabs、department-optional、all（一次列出全部）' },
  'bo-people-picker': { group: 'picker', attributes: {}, open: 'show', hint: '内部人员 / 外部联系人；试试 contact-type="0"（只内部）或 "3"（只外部）' },
  'bo-notifier-picker': { group: 'picker', attributes: {}, open: 'show', hint: '内部组织 / 通用 / 供应商；试试 tabs=\'["general","supplier"]\'' },
  'bo-tenant-picker': { group: 'picker', attributes: {}, open: 'show', hint: '试试 tabs="[2]" company-only（公司/分公司）或 tabs="[1,0]"' },
  'bo-contact-picker': { group: 'picker', attributes: {}, open: 'show', hint: '按姓名、手机号、邮箱、创建人/更新人及时间搜索；试试 selection-mode="radio"' },
  'bo-supplier-picker': { group: 'picker', attributes: {}, open: 'show', hint: '只列启用的供应商（enable 0）；未选确定为警告“当前没有选择数据”' },
  'bo-app-page-picker': {
    group: 'picker',
    attributes: {},
    open: 'show',
    hint: '我的页面（新增页面、删除、应用管理）；试试 variant="nav"（9 类页签）、"h5"、"home"、"nocode"；未选确定提示“请选择页面”',
  },
  'bo-region-picker': { group: 'picker', attributes: {}, open: 'show', hint: '省份 → 城市 → 区县；选到区县即完成（无区县的城市在城市完成）；试试 selected-ids=\'["510000,510100,510104"]\'' },
  'bo-hierarchy-picker': { group: 'picker', attributes: { data: JSON.stringify(HIERARCHY_SAMPLE) }, open: 'show', hint: '每级一个页签；勾选下级同时勾选上级，取消勾选移除下级；箭头进入下级' },
  'bo-cascader-picker': { group: 'picker', attributes: { data: JSON.stringify(CASCADER_SAMPLE) }, open: 'show', hint: '左侧为已选，右侧为树；多选时勾选上级即勾选全部下级；试试 selection-mode="radio"，或去掉 data（没有传递数据）' },
  'bo-map-address-picker': {
    group: 'picker',
    attributes: { lng: '104.06585', lat: '30.65754', address: '四川省成都市青羊区天府广场' },
    open: 'show',
    hint: '输入“天府”搜索（停止输入 1 秒后）；点击地图选点；输入 GCJ02 经纬度后点定位；试试 readonly 或 tile-url',
  },
  'bo-payment-nature-picker': { group: 'picker', attributes: {}, open: 'show', hint: '单选；按名称搜索；未选确定提示“请先选择数据”' },
  'bo-payment-method-picker': { group: 'picker', attributes: {}, open: 'show', hint: '试试 side="seller"、custom（自定义付款方式）；未选确定提示“请选择付款方式”' },
  'bo-template-link-picker': { group: 'picker', attributes: {}, open: 'show', hint: '单选；按模板名称搜索；链接在新窗口打开（仅 http(s)）' },
  'bo-address-picker': { group: 'picker', attributes: {}, open: 'show', hint: '试试 address-type="1"（收货地址）…"7"（办公地址）；不设时列出全部启用的地址' },
  'bo-list-picker': {
    group: 'picker',
    attributes: {
      url: '/demo/generic/list',
      columns: JSON.stringify([{"key": "code", "title": "编号", "width": 120}, {"key": "name", "title": "名称", "width": 180}, {"key": "owner.name", "title": "负责人", "width": 120}, {"key": "owner.mobile", "title": "负责人电话", "width": 140}, {"key": "level", "title": "级别", "width": 80}, {"key": "created_at", "title": "创建时间", "width": 170}]),
      'search-fields': JSON.stringify([{"field": "name", "title": "名称", "type": "string"}, {"field": "code", "title": "编号", "type": "string"}, {"field": "level", "title": "级别", "type": "select_radio", "options": [{"label": "一级", "value": 1}, {"label": "二级", "value": 2}, {"label": "三级", "value": 3}]}]),
    },
    open: 'show',
    hint: '通用列表：url、method、columns、search-fields 由调用方给出；列可用点分路径（owner.name）',
  },
  'bo-project-picker': { group: 'picker', attributes: {}, open: 'show', hint: '新增在顶部加一行可编辑行；编辑/删除已保存的行，确定保存后刷新列表；试试 variant="tree"（左侧项目分类树）；未选确定提示“请先选择数据”' },
  'bo-bank-account-picker': {
    group: 'picker',
    attributes: {},
    open: 'show',
    hint: '只列当前用户公司的账户（filters.company_id）；试试 selection-mode="radio" 或 company-id 换一家公司；未选确定提示“请先勾选数据”',
  },
  'bo-receipt-picker': {
    group: 'picker',
    attributes: { type: '1' },
    open: 'show',
    hint: '收入绿色、支出红色；金额区间以 min / max（元，两位小数）发送；试试 type="2"（承兑汇票）、disabled-ids="[1001]" 或 filters=\'{"type":1}\'',
  },
  'bo-external-org-picker': { group: 'picker', attributes: {}, open: 'show', hint: '通用与供应商外部组织；试试 selection-mode="radio"' },
  'bo-category-group-filter': { group: 'widget', attributes: { kind: 'goods' }, hint: '页面左侧的分类/分组筛选；试试 kind="material" multiple' },
  'bo-page-header': {
    group: 'management',
    attributes: { title: '采购订单 CG-20261124-001', arrows: '', 'back-path': '/purchase/orders', buttons: JSON.stringify([{ key: 'print', label: '打印' }, { key: 'save', label: '保存', appearance: 'primary' }]) },
    hint: '返回经 bo-navigate 到 back-path；箭头发出 bo-prev / bo-next，按钮发出 bo-action',
  },
  'bo-class-list': {
    group: 'management',
    attributes: { 'model-name': 'project', 'can-list': '', 'can-add': '', 'can-delete': '', approval: '' },
    hint: '去掉 can-add 时只读；启用开关即时保存；删除前确认',
  },
  'bo-class-dialog': { group: 'management', attributes: { 'model-name': 'project' }, open: 'show', hint: '设置 record（含 id 的分类 JSON）即为编辑，编号锁定' },
  'bo-search-bar': {
    group: 'management',
    attributes: {
      'search-api': '/purchase/order/search_field',
      statistics: JSON.stringify([{ label: '单据数', value: 128 }, { label: '金额合计（元）', value: '356,420.00' }]),
    },
    hint: '前两项常显，其余点「展开」；搜索方案菜单可选用或管理方案；添加临时搜索项不保存',
  },
  'bo-search-scheme-drawer': {
    group: 'management',
    attributes: { 'search-api': '/purchase/order/search_field' },
    open: 'show',
    hint: '星标设为当前方案；新增方案后输入名称、勾选并拖动排序搜索项再保存；试试 temporary',
  },
  'bo-custom-fields': {
    group: 'management',
    attributes: {
      'app-modular': 'goods', 'app-id': '1', 'global-url': '/field/apply_all',
      'can-list': '', 'can-add': '', 'can-edit': '', 'can-enable': '', 'can-delete': '', 'can-global': '',
    },
    hint: '去掉 can-* 隐藏对应操作；类型创建后不可改；局部字段需选择维度与范围',
  },
  'bo-export-plan': {
    group: 'management',
    attributes: { title: '导出采购订单', fields: JSON.stringify(EXPORT_DEMO_FIELDS), 'field-model': JSON.stringify({ model: 'purchase_order' }) },
    open: 'show',
    hint: '星标方案打开即选中；订单编号不可移除；拖动或用上下方向键调整已选字段顺序；去掉 field-model 则不显示方案',
  },
  'bo-numbering-rules': {
    group: 'management',
    attributes: { 'app-modular': 'contract', 'app-types': '', 'app-id': '3', 'app-name': '合同', 'can-list': '', 'can-add': '', 'can-edit': '', 'can-enable': '', 'can-delete': '', 'can-global': '' },
    hint: '按应用类型分页签，每个类型各自“需要/不需要”；试试去掉 app-types 并设 app-modular="purchase"，或 app-modular="empty"（需要规则而没有时直接去新增）',
  },
  'bo-numbering-rule-editor': {
    group: 'management',
    attributes: { 'app-modular': 'purchase', field: 'purchase_sn', 'back-path': '/numbering-rules' },
    hint: '设置 rule-id="1" 为编辑规则；试试 app-modular="contract" app-types app="1_采购合同"（应用类型与范围）；拖动或用上下方向键排序规则',
  },
  'bo-approval-path': {
    group: 'approval',
    attributes: { 'model-name': 'purchase', 'data-id': '1002', 'approval-num': 'SP202611240002' },
    hint: '采购单 1002 正在“财务审批”；去掉 approval-num 显示模块当前流程的概要；「流程日志」列出历次审批；「查看审批详情」经 bo-navigate 新窗口打开',
  },
  'bo-approval-settings': {
    group: 'approval',
    attributes: { 'model-name': 'purchase', 'can-list': '', 'can-add': '', 'can-edit': '', 'can-delete': '' },
    hint: '试试 model-name="contract"（没有流程：开启审批先去新增流程）、class-id="1"、private-prefix="/private"；去掉 can-* 隐藏对应操作',
  },
  'bo-approval-bar': {
    group: 'approval',
    attributes: { 'approval-num': 'SP202611240002', 'back-path': '/approval/home' },
    hint: '采购单 1002 正在“财务审批”：按钮由服务器按当前用户返回；通过、驳回（回到前面的节点）、指定/转发（选审批类型和审批人）；成功后 bo-done，1 秒后经 bo-navigate 返回（演示中可在事件日志查看）',
  },
  'bo-import-dialog': {
    group: 'files',
    attributes: { 'import-url': '/import/demo', 'template-url': 'https://example.com/templates/import.xlsx' },
    open: 'show',
    hint: '选择或拖入 xls/xlsx（不超过 5M、最多 10000 行数据）后“下一步”写入；试试 mode="zip"（上传后每 2 秒查询处理状态）',
  },
  'bo-rich-text-editor': {
    group: 'files',
    attributes: { toolbar: 'full', height: '360', placeholder: '请输入内容', value: '<h2>报价须知</h2><p>请于<strong>周五</strong>前发来报价单与<a href="https://example.com/drawings">图纸</a>。</p>' },
    hint: '试试 toolbar="simple"、readonly、disabled；插入、粘贴或拖入图片（超过 2 MB 分片上传）；清空前会询问；在 <form> 中以 name 提交 HTML',
  },
  'bo-serial-batch': {
    group: 'files',
    attributes: { prefix: 'SN-' },
    open: 'show',
    hint: '点击 show() 打开；顺序递增：起始值 0099、数量 3 得到 0099、0100、0101；逐个输入：在序列号中按回车在下方加一行',
  },
  'bo-column-chooser': {
    group: 'files',
    attributes: { groups: JSON.stringify(COLUMN_DEMO_GROUPS), 'with-width': '' },
    open: 'show',
    hint: '点击 show() 打开；多行表头时列留在所属分组下，单行表头时可任意排序；拖动或用上下方向键排序；「单据编号」「归档金额」为禁用字段',
  },
  'bo-photo-uploader': {
    group: 'files',
    attributes: { value: JSON.stringify(SEEDED_PHOTOS.slice(0, 3)), max: '6', multiple: '' },
    hint: '点击缩略图查看大图（←/→ 翻看，Esc 关闭）；× 删除；添加到 6 张时添加按钮消失；试试 readonly、readonly force-delete、public，或加一张 {"image_url": "/api/files/mock/photo/99", "name": "丢失.png"} 看加载重试（retry-delay="1000"）与占位',
  },
  'bo-file-upload': {
    group: 'files',
    attributes: { multiple: '', drag: '', source: 'scan', name: 'attachments', value: JSON.stringify(EXAMPLE_FILES) },
    hint: '拖入或点击上传（超过 2 MB 分片上传，每个文件有进度条，失败可重试）；「扫码上传」显示二维码，演示后台第 3 次查询（约 15 秒）时模拟手机上传完成；试试 accept="image"、limit="3"、power、readonly',
  },
  'bo-scan-upload': {
    group: 'files',
    attributes: { name: 'scan_files', value: JSON.stringify(EXAMPLE_FILES.slice(0, 1)) },
    hint: '「扫码上传」每 5 秒查询一次状态，演示后台第 3 次查询时模拟手机上传两个文件，然后回到本地上传；试试 poll-interval="1000"',
  },
  'bo-print-template-picker': {
    group: 'picker',
    attributes: { 'model-name': 'purchase_order' },
    open: 'show',
    hint: '“我的模板”：默认模板预先选中；试试 model-name="contract"（没有默认模板，直接确定提示“请选择模板”）或 purchase_order,sale_order（多个模块）',
  },
  'bo-print-launcher': {
    group: 'files',
    attributes: { 'model-name': 'purchase_order', ids: '[1001, 1002, 1003]' },
    open: 'show',
    hint: '默认的 Word 模板：选择下载或预览（每条记录一节，打印日志随后记录）；选一个“打印模板”经 bo-navigate 新窗口打开 /_print/print',
  },
  'bo-invoice-entry': {
    group: 'finance',
    attributes: { value: JSON.stringify(seededInvoices()) },
    hint: '本地上传任意文件识别出一张发票（文件名含“两张”得两张，其一免税）；含“部分”或 partial 的文件部分字段为空；含“失败”或 fail 的文件显示“发票识别失败：图片模糊”。勾选几行后试试 公 / 人 / 时',
  },
  'bo-config': { group: 'config', attributes: { 'base-url': '' }, hint: '页面级配置元素，本身不显示内容' },
  'bo-group-editor': {
    group: 'files',
    attributes: { modular: 'asset', 'group-kind': '分组', 'can-list': '', 'can-add': '', 'can-edit': '', 'can-delete': '', 'can-import': '' },
    hint: '同级/下级/编辑/上移/下移，删除在“更多”里（去掉 can-edit 则为行内按钮）；试试 modular="big"：5,000 个分组仍流畅',
  },
  'bo-receipt-entry': {
    group: 'finance',
    attributes: { mode: '1', value: JSON.stringify(EXAMPLE_RECEIPTS) },
    hint: '上传文件识别回单：文件名含“汇票”识别为承兑汇票，含“多”为两张回单，含“模糊”识别失败，含“空白”识别不到；勾选行后批量设置所属公司、付款性质、账户；试试 mode="3"（新增）、type="2"（承兑汇票）或 own',
  },
};
