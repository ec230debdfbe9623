/** The icon library of spec 2 §3 Icon and §7 (POST /setting/icon_lib/list and /setting/icon_lib/dir). */
import type { Api } from '../../core/http';
import type { CardFace } from '../../kit/grid';
import type { PickerList, PickerTree } from '../../kit/picker/types';
import { fromNamed, type NamedRecord } from '../shared/trees';

export interface Icon {
  id: number;
  name: string;
  code?: string;
  color?: string;
  /** an image URL (a data: URL here) or an icon class */
  icon_code?: string;
  is_checked?: boolean;
}

export const iconList: PickerList = { method: 'POST', url: '/setting/icon_lib/list', shape: 'list' };

/** The library's category tree (300 px, collapsible to 15 px); a category lists its subcategories' icons too. */
export const iconTree = (label: string): PickerTree => ({
  width: 300,
  collapsible: true,
  mode: 'single',
  tabs: [
    {
      key: 'iconDir',
      label,
      load: (api: Api) => api.call<NamedRecord[]>({ method: 'POST', url: '/setting/icon_lib/dir', expect: 'array' }).then(fromNamed),
      filter: (ids) => ({ pid: ids }),
    },
  ],
});

const isImageUrl = (code?: string) => !!code && /^(data:image\/|https?:\/\/|\/)/i.test(code);

/** An icon card: the icon on a box tinted with its colour, its name under it. */
export const iconCard = (icon: Icon): CardFace => ({
  image: isImageUrl(icon.icon_code) ? icon.icon_code : undefined,
  iconClass: icon.icon_code && !isImageUrl(icon.icon_code) ? icon.icon_code : undefined,
  title: icon.name,
  subtitle: icon.code,
  color: icon.color || '#808080',
  preview: false,
});
