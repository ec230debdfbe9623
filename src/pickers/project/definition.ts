/**
 * bo-project-picker (spec 2 §2 Project pickers, §3 Project, §4 Project row, §5, §7 Projects, §8), 选择项目:
 * - variant `editable` (default): a name search box and the editable table (ProjectBody): 新增 adds a row
 *   in edit on top; saved rows show 编辑 / 删除, rows in edit 确定 / 取消; saves and deletes reload the list.
 * - variant `tree`: the project category tree (modular=project) beside the search header and the table;
 *   the chosen category goes as category_id, the search fields inside `filters`.
 * Both list POST /project/list with is_on 1 (data.list + total_count). Nothing chosen: 请先选择数据.
 */
import '../../core/i18n/areas/projects';
import type { Translate } from '../../core/i18n';
import { attr } from '../../core/runtime';
import { categoryTree } from '../../kit/data/trees';
import { section, type PickerDefinition, type PickerSection } from '../../kit/picker/types';
import type { Column } from '../../kit/table/columns';
import { auditColumns, auditSearch } from '../shared/columns';
import { projectEditCalls, projects, projectsFiltered, type Project } from './api';
import { lazyBody } from '../../kit/picker/lazyBody';

/** its code loads apart (lazyBody): a page with this picker downloads it when idle or when opened */
const ProjectBody = lazyBody(() => import('./ProjectBody').then((m) => m.ProjectBody));
export type { Project };

const empty = { message: 'picker.selectData', level: 'error' } as const;

const columns = (t: Translate): Column<Project>[] => [
  { key: 'name', title: t('projectPicker.name'), width: 180 },
  { key: 'serial_number', title: t('projectPicker.serial_number'), width: 140 },
  { key: 'category', title: t('projectPicker.category'), width: 180, value: (r) => r.category?.path_name },
  { key: 'remark', title: t('projectPicker.remark'), width: 200 },
  ...auditColumns<Project>(t),
];

const editable = (t: Translate): PickerSection<Project> =>
  section<Project>({
    key: 'editable',
    list: projects,
    search: [{ field: 'name', title: t('projectPicker.name'), type: 'string', top: true }],
    body: ProjectBody,
    calls: projectEditCalls,
    empty,
  });

const withTree = (t: Translate): PickerSection<Project> =>
  section<Project>({
    key: 'tree',
    list: projectsFiltered,
    columns: columns(t),
    search: [
      { field: 'name', title: t('projectPicker.name'), type: 'string', top: true },
      { field: 'serial_number', title: t('projectPicker.serial_number'), type: 'string', top: true },
      { field: 'category_path', title: t('projectPicker.category_path'), type: 'string' },
      ...auditSearch(t),
    ],
    tree: {
      tabs: [
        {
          key: 'category',
          label: t('projectPicker.category'),
          source: categoryTree('/common/categoryGroup/category/list', { modular: 'project' }),
          filter: (ids) => ({ category_id: ids[0] }),
        },
      ],
    },
    empty,
  });

const attributes = {
  variant: attr.enum(['editable', 'tree'], 'editable', '可编辑列表 editable（默认：搜索框、新增/编辑/删除行）或左侧项目分类树 tree'),
};

export const projectPicker: PickerDefinition<typeof attributes> = {
  tag: 'bo-project-picker',
  description: '选择项目：可在列表中新增、编辑、删除项目（editable），或按项目分类树筛选（tree）；单选或多选',
  title: ({ t }) => t('projectPicker.title'),
  attributes,
  sections: ({ props, t }) => [props.variant === 'tree' ? withTree(t) : editable(t)],
};
