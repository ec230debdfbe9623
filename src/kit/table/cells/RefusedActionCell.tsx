/** A list cell: a row action refused for this row, disabled (still focusable) and described by its reason in a tooltip (kit/table/cells.tsx). */
import { Button } from '@fluentui/react-components';
import { Tooltip } from '../../lazy-parts/fluent-tooltip';
import type { RowActionProps } from '../RowAction';

export function RefusedActionCell({ action, label, refused }: RowActionProps) {
  return (
    <Tooltip content={refused ?? ''} relationship="description">
      <Button size="small" appearance="transparent" disabledFocusable data-action={action}>{label}</Button>
    </Tooltip>
  );
}
