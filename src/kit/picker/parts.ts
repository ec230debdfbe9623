/**
 * The `::part`s of a picker (docs/theming.md): the drawer's frame, which every picker has, and the
 * pieces its sections show with the default attributes (section tabs when there are several, a tree, a
 * search form, a pager; the chosen tray in checkbox mode, the confirm button unless the mode is none).
 * Read by the manifest; the picker contract checks that an opened picker shows exactly these.
 */
import { defaultTranslator } from '../../core/i18n';
import { defaultValues, type PartDocs } from '../../core/runtime';
import { footerParts, frameParts } from '../parts';
import type { SelectionMode } from '../selection/useSelection';
import type { PickerDefinition } from './types';
import { isPaged } from './section';

export function pickerParts(def: PickerDefinition, mode: SelectionMode): PartDocs {
  const sections = def.sections({ props: defaultValues(def.attributes ?? {}), t: defaultTranslator });
  const { 'confirm-button': confirm, ...footer } = footerParts;
  return {
    drawer: '选择抽屉的面板',
    ...frameParts,
    ...(sections.length > 1 ? { tabs: '分区页签（有多个分区时）' } : {}),
    ...(sections.some((s) => s.tree) ? { 'tree-sidebar': '左侧树栏（页签、过滤框和树）' } : {}),
    ...(sections.some((s) => s.search?.length) ? { 'search-form': '搜索表单' } : {}),
    list: '记录列表：表格、卡片网格或树',
    ...(sections.some(isPaged) ? { pagination: '分页条' } : {}),
    ...(mode === 'checkbox' ? { chosen: '底栏左侧的“已选 N 条”与清空' } : {}),
    ...footer,
    ...(mode === 'none' ? {} : { 'confirm-button': confirm }),
  };
}
