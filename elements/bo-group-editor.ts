import { attr, defineElement, event, method } from '../src/core/runtime';
import { permissionAttrs } from '../src/kit/permissions';
import { DEFAULT_API } from '../src/files/group-editor/api';
import { GroupEditor, type GroupEditorHandle, type GroupImportDetail } from '../src/files/group-editor/GroupEditor';
import type { GroupChangeDetail } from '../src/files/group-editor/useGroupEditor';

const nonEmpty = (v: string) => (v.trim() ? undefined : 'expected an api path, e.g. /common/categoryGroup/group');
const positive = (v: number) => (v > 0 ? undefined : 'expected a height in px greater than 0');

export const BoGroupEditor = defineElement({
  tag: 'bo-group-editor',
  description:
    '分类/分组树编辑器：树形表格（名称/编号、描述、创建人、创建时间、更新人、更新时间），按名称搜索；新增、同级、下级、编辑（编号不可改）、上移/下移（同级内交换，不能跨级移动）、删除（有编辑权限时收在“更多”里），导入按钮发出 bo-import；5,000 个节点仍流畅（虚拟滚动）',
  component: GroupEditor,
  display: 'block',
  attributes: {
    api: attr.string(DEFAULT_API, '接口前缀 {api}：GET {api}/list、GET/PUT/DELETE {api}/{id}、POST {api}、PUT {api}/remove', { check: nonEmpty }),
    modular: attr.string<string | undefined>(undefined, '模块（modular）：设置后每个请求带 ?modular=，如 GET {api}/list?modular=staff'),
    groupKind: attr.string('', '删除确认里的名词：设置后问“确定删除该{group-kind}？”（如 分组），否则问“请确认是否删除该数据，删除后无法恢复?”'),
    height: attr.number(560, '树形表格的高度（px）', { check: positive }),
    ...permissionAttrs({
      list: '查看树（没有时不查询）',
      add: '新增、同级、下级',
      edit: '编辑、上移、下移（有时删除收在“更多”里）',
      delete: '删除',
      import: '导入按钮（发出 bo-import）',
    }),
  },
  events: {
    'bo-change': event<GroupChangeDetail>(
      {
        action: { type: "'add' | 'edit' | 'move-up' | 'move-down' | 'delete'" },
        record: { type: 'Record<string, unknown>' },
      },
      '分组保存成功后触发（新增、编辑、上移、下移、删除）：detail.action 为操作，detail.record 为该分组（新增时为提交的 name、pid、remark、serial_number，接口返回分组时带 id）',
    ),
    'bo-import': event<GroupImportDetail>(
      { api: { type: 'string' }, modular: { type: 'string' } },
      '点击“导入”时触发（可取消）：页面据此打开 <bo-import-dialog>，导入完成后调用 reload()',
      { cancelable: true },
    ),
  },
  methods: {
    reload: method<GroupEditorHandle['reload']>('reload(): void', '重新查询分组树（如导入完成后）'),
  },
  backend: async () => (await import('../src/files/group-editor/contract')).groupEditorCalls,
  cssParts: { 'search-form': '名称搜索栏与新增、导入按钮', list: '分组树形表格' },
});

declare global {
  interface HTMLElementTagNameMap {
    'bo-group-editor': InstanceType<typeof BoGroupEditor>;
  }
}
