/**
 * bo-print-template-picker (spec 2 Print template picker 我的模板, §3 Print template, §7): the print
 * templates of one or more modules (POST /gn/public/print_template/popup: search, model_name (a list),
 * page, page_size; data.data + data.total), searched by name, number, creator, updater and their times;
 * one template (radio), the module's default template (is_default 1) chosen at first and tagged 默认.
 * Nothing chosen: 请选择模板. The print launcher (bo-print-launcher) opens it.
 */
import '../../core/i18n/areas/pickers-stock';
import { attr } from '../../core/runtime';
import { source } from '../../kit/data/source';
import type { PrintTemplate } from '../../kit/data/records';
import { missingAttribute, section, type PickerDefinition } from '../../kit/picker/types';
import { DefaultName } from '../../kit/table/cells';
import { sequenceColumn } from '../../kit/table/columns';
import { auditColumns, auditSearch } from '../shared/columns';

export type { PrintTemplate };

const nonEmpty = (v: string) => (v.trim() ? undefined : 'expected a model name');
/** The modules of the attribute: one name, or several joined by commas. */
export const modelNames = (text: string) => text.split(/[,，]/).map((x) => x.trim()).filter(Boolean);

const attributes = {
  modelName: attr.string('', '模块名（model_name），列出该模块的打印模板；多个模块用逗号分隔；必填', { check: nonEmpty }),
};

/** POST /gn/public/print_template/popup (search: the form's values, model_name: the modules; data.data + data.total) */
export const printTemplates = (models: readonly string[]) =>
  source<PrintTemplate>({ method: 'POST', url: '/gn/public/print_template/popup', shape: 'data', searchKey: 'search', fixed: { model_name: [...models] } });

export const printTemplatePicker: PickerDefinition<typeof attributes> = {
  tag: 'bo-print-template-picker',
  description: '选择打印模板（我的模板）：列出 model-name 模块的模板，按模板名称、编号、创建人、更新人及时间搜索；单选，默认模板预先选中',
  title: ({ t }) => t('printTemplatePicker.title'),
  defaultMode: 'radio',
  attributes,
  sections: ({ props, t }) => [
    section<PrintTemplate>({
      key: 'template',
      list: modelNames(props.modelName).length ? printTemplates(modelNames(props.modelName)) : missingAttribute('model-name'),
      columns: [
        sequenceColumn<PrintTemplate>(t),
        { key: 'serial_number', title: t('printTemplatePicker.serial_number'), width: 130 },
        { key: 'name', title: t('printTemplatePicker.name'), width: 260, parts: DefaultName.parts, render: (row) => <DefaultName name={row.name} isDefault={row.is_default === 1} /> },
        { key: 'menu', title: t('printTemplatePicker.menu'), width: 160, value: (row) => row.menu?.name },
        ...auditColumns<PrintTemplate>(t),
      ],
      search: [
        { field: 'name', title: t('printTemplatePicker.name'), type: 'string', top: true },
        { field: 'serial_number', title: t('printTemplatePicker.serial_number'), type: 'string', top: true },
        ...auditSearch(t),
      ],
      preselect: (row) => row.is_default === 1,
      empty: { message: 'picker.selectTemplate', level: 'error' },
    }),
  ],
};
