/**
 * bo-class-picker (spec 2, category/class picker; spec 1 §3 Category): the classes of a module (POST
 * /common/class/list/public?model_name=…; data.list + data.total_count), searched by number and name;
 * radio or checkbox; `all` lists every class at once (page_size 0); the default class carries a 默认 tag.
 */
import '../../core/i18n/areas/pickers-stock';
import { attr } from '../../core/runtime';
import { source } from '../../kit/data/source';
import { listAllAttribute } from '../../kit/picker/definePicker';
import { missingAttribute, section, type PickerDefinition } from '../../kit/picker/types';
import { DefaultName } from '../../kit/table/cells';
import { auditColumns } from '../shared/columns';
import type { ClassRecord } from './api';

const nonEmpty = (v: string) => (v.trim() ? undefined : 'expected a model name');

const attributes = {
  modelName: attr.string('', '模块名（model_name），列出该模块的分类；必填', { check: nonEmpty }),
  ...listAllAttribute,
};

/** POST /common/class/list/public?model_name=… (the search in `filters`, page, page_size; data.list + data.total_count) */
const classes = (model: string) =>
  source<ClassRecord>({ method: 'POST', url: '/common/class/list/public', shape: 'list', params: { model_name: model }, searchKey: 'filters' });

export const classPicker: PickerDefinition<typeof attributes> = {
  tag: 'bo-class-picker',
  description: '选择某模块（model-name）的分类：按编号和名称搜索，单选或多选，可不分页列出全部；默认分类带“默认”标签',
  title: ({ t }) => t('classPicker.title'),
  attributes,
  sections: ({ props, t }) => [
    section<ClassRecord>({
      key: 'class',
      // without a model name nothing can be asked: the list says so and bo-error goes to the page
      list: props.modelName.trim() ? classes(props.modelName) : missingAttribute('model-name'),
      pageSize: props.all ? 0 : undefined,
      columns: [
        { key: 'serial_number', title: t('classPicker.serial_number'), width: 130 },
        { key: 'name', title: t('classPicker.name'), width: 200, parts: DefaultName.parts, render: (row) => <DefaultName name={row.name} isDefault={row.is_default === 1} /> },
        { key: 'remark', title: t('field.remark') },
        ...auditColumns<ClassRecord>(t),
      ],
      search: [
        { field: 'serial_number', title: t('classPicker.serial_number'), type: 'string', top: true },
        { field: 'name', title: t('classPicker.name'), type: 'string', top: true },
      ],
      empty: { message: 'picker.tickData', level: 'error' },
    }),
  ],
};
