/** Drags with the real pointer, as a user does: what sortablejs's fallback mode (useSortable) answers to. */
import { sendMouse } from '@web/test-runner-commands';
import { settle, waitFor } from './helpers';

const centre = (node: Element) => {
  const r = node.getBoundingClientRect();
  return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)] as [number, number];
};

/** Presses on `from` (a drag handle), moves in steps to just below the centre of `to`, and lets go. Both
 * must be in the viewport; waits until the list can be dragged. */
export async function dragOnto(from: Element, to: Element) {
  // sortablejs loads with the list (useSortable): a user's drag comes later than a test's
  await waitFor(() => from.closest('[data-sortable]'), 'the list can be dragged');
  const start = centre(from);
  const end = centre(to);
  await sendMouse({ type: 'move', position: start });
  await sendMouse({ type: 'down' });
  for (let i = 1; i <= 8; i++) {
    await sendMouse({ type: 'move', position: [start[0], Math.round(start[1] + ((end[1] + 8 - start[1]) * i) / 8)] });
    await settle(60); // sortablejs's fallback looks where the pointer is every 50 ms
  }
  await settle(350); // the 300 ms animation
  await sendMouse({ type: 'up' });
}
