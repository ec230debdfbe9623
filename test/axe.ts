/**
 * axe-core over an element as a user sees it: its shadow root (axe walks open shadow roots, the portals
 * of its dialogs and drawers included), axe's default rules (WCAG 2 A and AA, and best practices). What a
 * test expects empty: each serious or critical violation, as `rule (impact): node…` lines a reader can act on.
 */
import axe from 'axe-core';

const SEVERE = new Set(['serious', 'critical']);

/** Tabster's focus guards (`<i data-tabster-dummy tabindex="0" aria-hidden="true">`, around Fluent's tab
 * lists, toolbars, drawers): focusable and hidden on purpose, they hand the focus on as soon as they get
 * it, and a screen reader must not announce them (tabster's maintainers, microsoft/tabster#288; axe's
 * users at Microsoft drop them the same way, accessibility-insights-web#7605). */
const tabsterGuard = (rule: string, html: string) => rule === 'aria-hidden-focus' && /data-tabster-dummy|data-is-focus-trap-zone-bumper/.test(html);

export async function axeViolations(el: HTMLElement, impacts = SEVERE): Promise<string[]> {
  const result = await axe.run(el, { resultTypes: ['violations'] });
  return result.violations
    .filter((v) => impacts.has(v.impact ?? ''))
    .flatMap((v) => v.nodes.filter((n) => !tabsterGuard(v.id, n.html)).map((n) => `${v.id} (${v.impact}): ${n.target.join(' > ')} ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`.slice(0, 300)));
}
