/** The link template of spec 2 §3 (Template row) and its list (§7 Projects / templates / pages). */
import { source } from '../../kit/data/source';

/** A template: its number, name and link (opened in a new window). */
export interface TemplateLink {
  id: number;
  serial_number?: string;
  name: string;
  link?: string;
  created_by?: string;
  created_at?: string;
  updated_by?: string;
  updated_at?: string;
}

/** POST /apaas/tmp/popup {name, page, page_size}; data.data + data.total. */
export const templateLinks = source<TemplateLink>({ method: 'POST', url: '/apaas/tmp/popup', shape: 'data' });
