/**
 * One tooltip for a whole table: when the pointer rests on a cell text that the ellipsis cuts, the
 * tooltip shows the whole text next to it. Cells carry no state and no listener of their own.
 */
import * as React from 'react';
import { Tooltip } from '@fluentui/react-components';

interface Tip {
  target: HTMLElement;
  text: string;
}

export function useOverflowTip(anchorClass: string) {
  const [tip, setTip] = React.useState<Tip | null>(null);
  const onPointerOver = React.useCallback((e: React.PointerEvent) => {
    const target = (e.target as Element).closest?.<HTMLElement>('[data-cell-text]');
    const cut = !!target && target.scrollWidth > target.clientWidth;
    setTip((prev) => (cut ? (prev?.target === target ? prev : { target: target!, text: target!.textContent ?? '' }) : null));
  }, []);
  const onPointerLeave = React.useCallback(() => setTip(null), []);
  const element = tip && (
    <Tooltip
      content={tip.text}
      relationship="description"
      visible
      withArrow
      positioning={{ target: tip.target, position: 'above', align: 'start' }}
    >
      <span className={anchorClass} />
    </Tooltip>
  );
  return { handlers: { onPointerOver, onPointerLeave }, element };
}
