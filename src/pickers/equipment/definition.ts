/**
 * bo-equipment-picker (spec 2 Equipment picker): the organisation's equipment (variant `organisation`,
 * POST /phm/equipment/opt_list) or the equipment partners share with it (variant `shared`, POST
 * /phm/equipment/share/partner/opt_list, with the sharing organisation and the sharing period); data.data /
 * data.total; an optional tree of the equipment categories and groups. Nothing chosen: 请先选择数据.
 */
import '../../core/i18n/areas/pickers-stock';
import type { Translate } from '../../core/i18n';
import { attr } from '../../core/runtime';
import { source } from '../../kit/data/source';
import { categoryTree } from '../../kit/data/trees';
import { section, type PickerDefinition } from '../../kit/picker/types';
import type { Column } from '../../kit/table/columns';
import type { SearchField } from '../../kit/types';

/** An equipment row of spec 2 §3; shared rows add the sharing organisation and period. */
export interface Equipment {
  id: number;
  name: string;
  models?: { name?: string };
  equipment_num?: string;
  maker_num?: string;
  project_id?: number;
  project_name?: string;
  group?: { id?: number; name: string }[];
  manufacturer_name?: string;
  production_date?: string;
  owner_use?: string;
  /** shared rows: the shared equipment itself (its fields may come here only) */
  equipment?: Omit<Equipment, 'equipment'>;
  company_name?: string;
  start_time?: string;
  end_time?: string;
}

/** a field of the equipment: on the row, or on a shared row's nested equipment */
const of = <K extends keyof Equipment>(r: Equipment, k: K) => r[k] ?? r.equipment?.[k as Exclude<K, 'equipment'>];
const plain = (key: keyof Equipment, title: string, width: number): Column<Equipment> => ({ key, title, width, value: (r) => of(r, key) });

const columns = (t: Translate, shared: boolean): Column<Equipment>[] => [
  plain('name', t('equipmentPicker.name'), 150),
  { key: 'models', title: t('equipmentPicker.models'), width: 110, value: (r) => of(r, 'models')?.name },
  plain('equipment_num', t('equipmentPicker.equipment_num'), 110),
  plain('maker_num', t('equipmentPicker.maker_num'), 150),
  plain('project_name', t('equipmentPicker.project_name'), 180),
  { key: 'group', title: t('field.group'), width: 140, value: (r) => of(r, 'group')?.map((g) => g.name) },
  plain('manufacturer_name', t('equipmentPicker.manufacturer_name'), 180),
  plain('production_date', t('equipmentPicker.production_date'), 110),
  plain('owner_use', t('equipmentPicker.owner_use'), 100),
  ...(shared
    ? [
        { key: 'company_name', title: t('equipmentPicker.company_name'), width: 180 },
        { key: 'start_time', title: t('equipmentPicker.start_time'), width: 170 },
        { key: 'end_time', title: t('equipmentPicker.end_time'), width: 170 },
      ]
    : []),
];

const search = (t: Translate, shared: boolean): SearchField[] => [
  { field: 'name', title: t('equipmentPicker.name'), type: 'string' },
  { field: 'equipment_num', title: t('equipmentPicker.equipment_num'), type: 'string' },
  { field: 'maker_num', title: t('equipmentPicker.maker_num'), type: 'string' },
  { field: 'manufacturer_name', title: t('equipmentPicker.manufacturer_name'), type: 'string' },
  ...(shared ? [{ field: 'company_name', title: t('equipmentPicker.company_name'), type: 'string', top: true } as const] : []),
];

/** POST /phm/equipment/opt_list, or the equipment partners share with the organisation (data.data / data.total) */
const ownEquipment = source<Equipment>({ method: 'POST', url: '/phm/equipment/opt_list', shape: 'data' });
const sharedEquipment = source<Equipment>({ method: 'POST', url: '/phm/equipment/share/partner/opt_list', shape: 'data' });
const equipmentCategories = categoryTree('/shebei/categoryGroup/category/list');
const equipmentGroups = categoryTree('/shebei/categoryGroup/group/list');

const attributes = {
  variant: attr.enum(['organisation', 'shared'], 'organisation', '本组织设备 organisation 或协作方共享给本组织的设备 shared'),
  noTree: attr.boolean(false, '不显示左侧的设备分类/分组树'),
};

export const equipmentPicker: PickerDefinition<typeof attributes> = {
  tag: 'bo-equipment-picker',
  description: '选择设备：本组织设备或协作方共享的设备，左侧可选设备分类/分组树，单选、多选或仅查看',
  title: ({ t }) => t('equipmentPicker.title'),
  attributes,
  sections: ({ props, t }) => {
    const shared = props.variant === 'shared';
    return [
      section<Equipment>({
        key: 'equipment',
        list: shared ? sharedEquipment : ownEquipment,
        columns: columns(t, shared),
        search: search(t, shared),
        tree: props.noTree
          ? undefined
          : {
              tabs: [
                { key: 'category', label: t('field.category'), source: equipmentCategories, filter: (ids) => ({ category_id: ids[0] }) },
                { key: 'group', label: t('field.group'), source: equipmentGroups, filter: (ids) => ({ group_id: ids[0] }) },
              ],
            },
        empty: { message: 'picker.selectData', level: 'error' },
      }),
    ];
  },
};
