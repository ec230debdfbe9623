/**
 * A batch button of the entries' lists (invoice: 公 / 人 / 时; receipt: 所属公司 / 付款性质 / 账户): with
 * no row checked, the warning 请先选择数据 (spec 3 §5) and nothing is asked, the same level in both lists;
 * else the code that asks the button's question (the pickers' and the date dialog's openers, what their
 * answers write), loaded when a button first asks: the list's first paint does not need it. When it
 * cannot be loaded nothing is asked, and the element says so (PART_MISSING, heard by the PickerHost
 * that `container` is), as when a picker's own code cannot be.
 */
import type { MessageApi } from '../../core/feedback/FeedbackProvider';
import type { Translate } from '../../core/i18n';
import { PART_MISSING } from '../../core/runtime/lazy-tags';

async function askingCode<M>(container: HTMLElement, load: () => Promise<M>): Promise<M | null> {
  try {
    return await load();
  } catch (error) {
    container.dispatchEvent(new CustomEvent(PART_MISSING, { bubbles: true, detail: { what: 'the batch buttons', error } }));
    return null;
  }
}

/** What a batch button needs before it asks: a checked row (none: the warning 请先选择数据, null), the
 * container its question is put in, and the code that asks it (askingCode). */
export async function batchAsking<M>(
  checked: readonly unknown[],
  feedback: { message: MessageApi; said: Translate },
  container: HTMLElement | null,
  load: () => Promise<M>,
): Promise<{ code: M; container: HTMLElement } | null> {
  if (!checked.length) {
    feedback.message.warning(feedback.said('picker.selectData'));
    return null;
  }
  if (!container) return null;
  const code = await askingCode(container, load);
  return code && { code, container };
}
