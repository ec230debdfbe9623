/** The icon library of spec 2 §3 Icon and §7 (POST /setting/icon_lib/list and /setting/icon_lib/dir). */
import { source } from '../../kit/data/source';
import { namedTree } from '../../kit/data/trees';
import type { CardFace } from '../../kit/grid';
import type { PickerTree } from '../../kit/picker/types';

export interface Icon {
  id: number;
  name: string;
  code?: string;
  color?: string;
  /** an image URL (a data: URL here) or an icon class */
  icon_code?: string;
  is_checked?: boolean;
}

export const iconList = source<Icon>({ method: 'POST', url: '/setting/icon_lib/list', shape: 'list' });

/** POST /setting/icon_lib/dir: the library's categories, a tree */
const iconDirs = namedTree('/setting/icon_lib/dir');

/** The library's category tree (300 px, collapsible to 15 px); a category lists its subcategories' icons too. */
export const iconTree = (label: string): PickerTree => ({
  width: 300,
  collapsible: true,
  mode: 'single',
  tabs: [
    {
      key: 'iconDir',
      label,
      source: iconDirs,
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
