/**
 * The permission flags of the specs (list, add, edit, enable, delete, global...) as boolean attributes
 * `can-list`, `can-add`...: present means allowed; an absent flag hides or disables its action (and without
 * `can-list` a list asks for nothing), as the caller's flags did in the specs.
 */
import { attr, type AttrSpec } from '../core/runtime';

export type PermissionAttrs<K extends string> = { [P in K as `can${Capitalize<P>}`]: AttrSpec<boolean> };

export function permissionAttrs<K extends string>(flags: Record<K, string>): PermissionAttrs<K> {
  const specs: Record<string, AttrSpec<boolean>> = {};
  for (const [flag, description] of Object.entries<string>(flags)) {
    specs[`can${flag[0]!.toUpperCase()}${flag.slice(1)}`] = attr.boolean(false, `权限：${description}`);
  }
  return specs as PermissionAttrs<K>;
}

/** The component props of permission flags: `canList?: boolean`, `canAdd?: boolean`... */
export type PermissionProps<K extends string> = { [P in K as `can${Capitalize<P>}`]?: boolean };
