/**
 * bo-list-picker (spec 2 §7 "Generic list"): the lists the specs leave to the caller. The page gives the
 * URL (required; without it the picker says so and asks nothing), the method, the columns and search
 * fields as JSON, the keys of a record's id and name, and the empty-selection message (default
 * 请先选择数据). Column keys may be dotted paths (owner.name). Bad JSON or a wrong shape is reported
 * (warning + bo-error) and the default kept: the picker still renders.
 */
import '../../core/i18n/areas/pickers-more';
import { attr } from '../../core/runtime';
import { missingAttribute, section, type PickerDefinition } from '../../kit/picker/types';
import type { RowId } from '../../kit/selection/useSelection';
import type { Column } from '../../kit/table/columns';
import type { SearchField } from '../../kit/types';
import { genericList, type ListRecord } from './api';
import { checkColumns, checkSearchFields, checkUrl, searchFieldsOf, valueAt, type ListColumn } from './list.logic';

const attributes = {
  url: attr.string<string | undefined>(undefined, '列表地址（必填）：本站路径（经页面配置的请求客户端，api-base 生效）或 http(s) 地址；应答 data.data / data.total', {
    check: checkUrl,
  }),
  method: attr.enum(['POST', 'GET'], 'POST', '请求方式：POST（JSON 请求体）或 GET（查询参数）'),
  columns: attr.json<ListColumn[]>([], '列（JSON 数组）：[{key, title, width?}]，key 可为点分路径（如 owner.name）；不设时只列名称', 'Array<{ key: string; title: string; width?: number }>', {
    check: checkColumns,
  }),
  searchFields: attr.json<SearchField[]>([], '搜索项（JSON 数组）：[{field, title, type, options?}]，type 为搜索表单的值类型', 'Array<{ field: string; title: string; type: string; options?: Array<{ label: string; value: string | number }> }>', {
    check: checkSearchFields,
  }),
  rowId: attr.string('id', '记录 id 的键（可为点分路径）'),
  rowLabel: attr.string('name', '记录名称的键（可为点分路径）：已选列表中显示'),
  emptyMessage: attr.string<string | undefined>(undefined, '未选择就确定时的提示，默认“请先选择数据”'),
};

const asId = (v: unknown): RowId => (typeof v === 'number' ? v : String(v ?? ''));

export const listPicker: PickerDefinition<typeof attributes> = {
  tag: 'bo-list-picker',
  description: '通用列表选择：调用方给出列表地址（url）、请求方式、列与搜索项（JSON），单选或多选；应答 data.data / data.total',
  title: ({ t }) => t('listPicker.title'),
  attributes,
  sections: ({ props, t }) => {
    const label = (row: ListRecord) => String(valueAt(row, props.rowLabel) ?? '');
    const given = props.columns.length ? props.columns : [{ key: props.rowLabel, title: t('listPicker.name') }];
    const columns: Column<ListRecord>[] = given.map((c) => ({ key: c.key, title: c.title, width: c.width, value: (row) => valueAt(row, c.key) }));
    return [
      section<ListRecord>({
        key: 'list',
        // without a URL nothing can be asked: the list says so and bo-error goes to the page
        list: props.url?.trim() ? genericList(props.url.trim(), props.method) : missingAttribute('url'),
        columns,
        search: searchFieldsOf(props.searchFields),
        rowId: (row) => asId(valueAt(row, props.rowId)),
        rowLabel: label,
        empty: { message: 'picker.selectData', level: 'error', ...(props.emptyMessage?.trim() ? { text: props.emptyMessage.trim() } : {}) },
      }),
    ];
  },
};
