/**
 * bo-template-link-picker (spec 2 §2 Template (link) picker, §3 Template row, §7, §5): one template
 * (radio by default), searched by its name (POST /apaas/tmp/popup {name, page, page_size}; data.data /
 * data.total); columns number, name, link, creator, updater and their times. The link opens in a new
 * window (noopener), http(s) only: any other address is shown as text. Nothing chosen: 请选择模板.
 */
import '../../core/i18n/areas/pickers-more';
import * as React from 'react';
import { section, type PickerDefinition } from '../../kit/picker/types';
import { ExternalLink } from '../shared/cells';
import { auditColumns } from '../shared/columns';
import { templateLinks, type TemplateLink } from './api';

export type { TemplateLink };

export const templateLinkPicker: PickerDefinition = {
  tag: 'bo-template-link-picker',
  description: '选择模板（链接）：按模板名称搜索，单选；列出编号、名称、链接（http(s) 链接在新窗口打开）',
  title: ({ t }) => t('templateLinkPicker.title'),
  defaultMode: 'radio',
  sections: ({ t }) => [
    section<TemplateLink>({
      key: 'template',
      list: templateLinks,
      columns: [
        { key: 'serial_number', title: t('templateLinkPicker.serial_number'), width: 120 },
        { key: 'name', title: t('templateLinkPicker.name'), width: 200 },
        { key: 'link', title: t('templateLinkPicker.link'), width: 260, render: (r) => React.createElement(ExternalLink, { href: r.link }) },
        ...auditColumns<TemplateLink>(t),
      ],
      search: [{ field: 'name', title: t('templateLinkPicker.name'), type: 'string', top: true }],
      empty: { message: 'picker.selectTemplate', level: 'error' },
    }),
  ],
};
