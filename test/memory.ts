/**
 * What removed elements leave behind, for the lifecycle tests: the page's DOM counters after a garbage
 * collection (through the `memory-counters` command of scripts/wtr-memory-plugin.mjs), and the elements
 * that every real page keeps mounted beside the ones it adds and removes.
 */
import { executeServerCommand } from '@web/test-runner-commands';
import '../elements/bo-tab-bar';
import '../elements/bo-date-dialog';
import '../elements/bo-goods-picker';
import { deepQuery, settle, waitFor } from './helpers';

export interface Counters {
  documents: number;
  nodes: number;
  jsEventListeners: number;
}

/** Collects garbage in the page and counts its DOM nodes and JS event listeners. */
export const collectAndCount = () => executeServerCommand<Counters, undefined>('memory-counters');

const DRAWER = '[data-bo-picker], [role="dialog"]';

/** Opens a picker or dialog with its `open` attribute and waits for its surface. */
export async function openByAttribute(el: HTMLElement) {
  el.setAttribute('open', '');
  await waitFor(() => deepQuery(el.shadowRoot!, DRAWER), `<${el.localName}> opened`);
}

/** Closes it again and waits until the surface has left (the exit motion has ended). */
export async function closeByAttribute(el: HTMLElement) {
  el.removeAttribute('open');
  await waitFor(() => !deepQuery(el.shadowRoot!, DRAWER), `<${el.localName}> closed`, 8000);
}

/**
 * Mounts what a real page keeps while elements come and go: a tab bar, a date dialog and a picker that
 * was opened once (Fluent's focus manager, tabster, is one per window and lives while any of them is
 * mounted). Returns a function that removes them.
 */
export async function mountCompanions(): Promise<() => void> {
  const stage = document.createElement('div');
  stage.dataset.companions = '';
  stage.innerHTML = `<bo-tab-bar tabs='[{"id":1,"name":"基本信息"},{"id":2,"name":"审批"}]'></bo-tab-bar>`
    + `<bo-date-dialog value="2026-11-22"></bo-date-dialog><bo-goods-picker></bo-goods-picker>`;
  document.body.append(stage);
  const els = [...stage.children] as HTMLElement[];
  await waitFor(() => els.every((el) => el.shadowRoot && el.shadowRoot.childElementCount > 0), 'companions rendered');
  const picker = els[2];
  await openByAttribute(picker);
  await settle(100);
  await closeByAttribute(picker);
  return () => stage.remove();
}

/**
 * What is still reachable after garbage collection compared with `before`. When it is more than `limit`,
 * it counts again a few times over 2 s: work still in flight for the last cycle (a late answer on a busy
 * machine) keeps its element until it ends, whereas a leak stays.
 */
export async function retainedSince(before: Counters, limit: { nodes: number; jsEventListeners: number }) {
  const since = (c: Counters) => ({ nodes: c.nodes - before.nodes, jsEventListeners: c.jsEventListeners - before.jsEventListeners });
  let kept = since(await collectAndCount());
  for (let i = 0; i < 4 && (kept.nodes > limit.nodes || kept.jsEventListeners > limit.jsEventListeners); i++) {
    await settle(500);
    kept = since(await collectAndCount());
  }
  return kept;
}
