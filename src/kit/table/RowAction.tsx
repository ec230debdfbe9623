/**
 * A list cell: a row action, which may be refused for a row with its reason. A refused one is a lazy part
 * (its Fluent tooltip, kit/table/cells.tsx: why): a column that may refuse names RowAction.parts in its
 * `parts`; until it comes, or when it cannot, the disabled button holds its place without its tooltip.
 */
import { Button } from '@fluentui/react-components';
import { partMissing } from '../../core/feedback/usePartFailed';
import { lazyPart } from '../../core/runtime/lazy-part';

export interface RowActionProps {
  /** data-action */
  action: string;
  label: string;
  onClick(): void;
  disabled?: boolean;
  /** why the action is not offered for this row: the button stays visible, disabled, described by it */
  refused?: string;
}

const RefusedPlaceholder = ({ action, label }: RowActionProps) => (
  <Button size="small" appearance="transparent" disabledFocusable data-action={action}>
    {label}
  </Button>
);
const RefusedAction = lazyPart<RowActionProps>(() => import('./cells/RefusedActionCell').then((m) => m.RefusedActionCell), RefusedPlaceholder, partMissing('a tooltip', RefusedPlaceholder));

/** A row's action button; a refused one stays in its place, disabled (still focusable) with its reason in
 * a tooltip: a column that may refuse has RowAction.parts in its `parts`. */
export const RowAction = Object.assign(
  function RowAction(props: RowActionProps) {
    const { action, label, onClick, disabled, refused } = props;
    if (refused) return <RefusedAction {...props} />;
    return (
      <Button size="small" appearance="transparent" disabled={disabled} onClick={onClick} data-action={action}>
        {label}
      </Button>
    );
  },
  { parts: [RefusedAction] },
);
