/**
 * bo-report-item-picker (spec 2 Report-item picker): the large-screen data items (POST
 * /report_forms/large_screen_data_item/list_public: search, class_name, page, page_size; data.data/total),
 * a tree of the classes of large_screen_data_item (checked classes filter by class_name ids), radio or
 * checkbox. Nothing chosen: 请先选择数据.
 */
import '../../core/i18n/areas/pickers-stock';
import * as React from 'react';
import { source } from '../../kit/data/source';
import { section, type PickerDefinition } from '../../kit/picker/types';
import { ExternalLink } from '../shared/cells';
import { auditColumns } from '../shared/columns';
import { classTree } from '../shared/class-tree';

/** A data item of spec 2 §3 (Report data item). */
export interface ReportDataItem {
  id: number;
  serial_number: string;
  title: string;
  data_style_text?: string;
  data_source_text?: string;
  link?: string;
  category_name?: string;
  remark?: string;
  created_by?: string;
  created_at?: string;
  updated_by?: string;
  updated_at?: string;
}

/** POST /report_forms/large_screen_data_item/list_public (search, class_name, page, page_size; data.data/total) */
const dataItems = source<ReportDataItem>({ method: 'POST', url: '/report_forms/large_screen_data_item/list_public', shape: 'data' });

export const reportItemPicker: PickerDefinition = {
  tag: 'bo-report-item-picker',
  description: '选择大屏数据项：左侧数据项分类，按标题或编号搜索，单选或多选',
  title: ({ t }) => t('reportItemPicker.title'),
  sections: ({ t }) => [
    section<ReportDataItem>({
      key: 'item',
      list: dataItems,
      columns: [
        { key: 'serial_number', title: t('field.serial_number'), width: 110 },
        { key: 'title', title: t('reportItemPicker.itemTitle'), width: 180 },
        { key: 'data_style_text', title: t('reportItemPicker.type'), width: 100 },
        { key: 'data_source_text', title: t('reportItemPicker.source'), width: 100 },
        { key: 'link', title: t('reportItemPicker.link'), width: 220, render: (r) => React.createElement(ExternalLink, { href: r.link }) },
        { key: 'category_name', title: t('field.category'), width: 120 },
        { key: 'remark', title: t('field.remark'), width: 140 },
        ...auditColumns<ReportDataItem>(t),
      ],
      // the backend reads `search` as a text matching the title or the serial number
      search: [{ field: 'search', title: t('reportItemPicker.keyword'), type: 'string', placeholder: t('reportItemPicker.keywordHint') }],
      tree: {
        mode: 'multiple',
        tabs: [{ key: 'class', label: t('field.category'), source: classTree('large_screen_data_item'), filter: (ids) => ({ class_name: ids }) }],
      },
      rowLabel: (row) => row.title,
      empty: { message: 'picker.selectData', level: 'error' },
    }),
  ],
};
