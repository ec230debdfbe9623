/**
 * The code that asks a batch button's question (the pickers' and the date dialog's openers, what their
 * answers write), loaded when a button first asks: the list's first paint does not need it. When it
 * cannot be loaded nothing is asked, and the element says so (PART_MISSING, heard by the PickerHost
 * that `container` is), as when a picker's own code cannot be.
 */
import { PART_MISSING } from '../../core/runtime/lazy-tags';

export async function askingCode<M>(container: HTMLElement, load: () => Promise<M>): Promise<M | null> {
  try {
    return await load();
  } catch (error) {
    container.dispatchEvent(new CustomEvent(PART_MISSING, { bubbles: true, detail: { what: 'the batch buttons', error } }));
    return null;
  }
}
