/** ListTable's body (its code comes beside the list's first request): the selection table, without a
 * selection column unless the list keeps one for a batch action. */
import { useSelection, type RowId, type Selection } from '../selection/useSelection';
import { SelectionTable, type SelectionTableProps } from './SelectionTable';

const NONE: RowId[] = [];
const NO_ROWS: never[] = [];

export type ListBodyProps<Row> = Omit<SelectionTableProps<Row>, 'selection'> & { selection?: Selection<Row> };

export function ListBody<Row>(props: ListBodyProps<Row>) {
  const none = useSelection<Row>({ mode: 'none', getId: props.getId, disabledIds: NONE, selectedIds: NONE, initial: NO_ROWS });
  return <SelectionTable {...props} selection={props.selection ?? none} />;
}
