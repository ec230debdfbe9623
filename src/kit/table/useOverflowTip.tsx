/**
 * One tooltip for a whole table: when the pointer rests on a cell text that the ellipsis cuts, the
 * tooltip shows the whole text next to it; a cell text may carry a longer text of its own to show
 * (`data-cell-tip`: the departments after the first two). Cells carry no state and no listener of their own; the
 * tooltip's code loads the first time it is needed.
 */
import * as React from 'react';
import { partMissing } from '../../core/feedback/usePartFailed';
import { lazyPart } from '../../core/runtime/lazy-part';
import type { OverflowTooltipProps } from './OverflowTooltip';

const OverflowTooltip = lazyPart<OverflowTooltipProps>(() => import('./OverflowTooltip').then((m) => m.default), () => null, partMissing('the tooltip of a cut text'));

interface Tip {
  target: HTMLElement;
  text: string;
}

export function useOverflowTip(anchorClass: string) {
  const [tip, setTip] = React.useState<Tip | null>(null);
  const onPointerOver = React.useCallback((e: React.PointerEvent) => {
    const target = (e.target as Element).closest?.<HTMLElement>('[data-cell-text]');
    const more = target?.dataset.cellTip;
    const cut = !!target && (!!more || target.scrollWidth > target.clientWidth);
    setTip((prev) => (cut ? (prev?.target === target ? prev : { target: target!, text: more || target!.textContent || '' }) : null));
  }, []);
  const onPointerLeave = React.useCallback(() => setTip(null), []);
  const element = tip && <OverflowTooltip target={tip.target} text={tip.text} anchorClass={anchorClass} />;
  return { handlers: { onPointerOver, onPointerLeave }, element };
}
