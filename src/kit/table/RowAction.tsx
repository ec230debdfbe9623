/** A list cell: a row action that may be refused with its reason (see DefaultName.tsx for why a module each). */
import { Button } from '@fluentui/react-components';
import { Tooltip } from '../lazy-parts/Tooltip';

export interface RowActionProps {
  /** data-action */
  action: string;
  label: string;
  onClick(): void;
  disabled?: boolean;
  /** why the action is not offered for this row: the button stays visible, disabled, described by it */
  refused?: string;
}

/** A row's action button; a refused one stays in its place, disabled (still focusable) with its reason
 * (a lazy tooltip: a column that may refuse has RowAction.parts in its `parts`). */
export const RowAction = Object.assign(RowActionCell, { parts: [Tooltip] });

function RowActionCell({ action, label, onClick, disabled, refused }: RowActionProps) {
  if (refused) {
    return (
      <Tooltip content={refused} relationship="description">
        <Button size="small" appearance="transparent" disabledFocusable data-action={action}>{label}</Button>
      </Tooltip>
    );
  }
  return <Button size="small" appearance="transparent" disabled={disabled} onClick={onClick} data-action={action}>{label}</Button>;
}
