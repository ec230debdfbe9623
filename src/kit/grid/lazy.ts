/**
 * The card grid as a picker body whose code loads apart (`lazyBody`): `selectionGrid(options)` for a
 * definition, with the card's fields for the backend contract (`shows`).
 */
import { lazyBody } from '../picker/lazyBody';
import type { SelectionGridOptions } from './SelectionGrid';

export function selectionGrid<Row>(options: SelectionGridOptions<Row>) {
  const Grid = lazyBody<Row>(() => import('./SelectionGrid').then((m) => m.selectionGrid(options)));
  return Object.assign(Grid, { shows: options.card });
}
