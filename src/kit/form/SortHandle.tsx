/**
 * The drag handle of a sortable row, also a button for the keyboard: ArrowUp / ArrowDown move its row by
 * one and keep the focus on it (the row keeps its key, so the same button is focused again).
 */
import * as React from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '../../core/i18n';

const useStyles = makeStyles({ handle: { cursor: 'grab', color: tokens.colorNeutralForeground3, minWidth: 'auto' } });

const GripIcon = () => (
  <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" fill="currentColor">
    {[4, 8, 12].flatMap((y) => [6, 10].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.2" />))}
  </svg>
);

export interface SortHandleProps {
  index: number;
  count: number;
  onMove(from: number, to: number): void;
  /** what the handle moves (its row's name), read before the position */
  label?: string;
  disabled?: boolean;
}

export function SortHandle({ index, count, onMove, label, disabled }: SortHandleProps) {
  const t = useT();
  const styles = useStyles();
  const button = React.useRef<HTMLButtonElement>(null);
  const [said, setSaid] = React.useState('');
  const onKeyDown = (e: React.KeyboardEvent) => {
    const to = e.key === 'ArrowUp' ? index - 1 : e.key === 'ArrowDown' ? index + 1 : -1;
    if (to < 0 || to >= count) return;
    e.preventDefault();
    onMove(index, to);
    setSaid(t('form.moved', { n: to + 1 }));
    requestAnimationFrame(() => button.current?.focus());
  };
  const where = t('form.sortHandle', { n: index + 1, count });
  return (
    <>
      <Button
        ref={button}
        type="button"
        size="small"
        appearance="transparent"
        className={styles.handle}
        icon={<GripIcon />}
        aria-label={label ? `${label} ${where}` : where}
        disabled={disabled}
        onKeyDown={onKeyDown}
        data-sort-handle=""
      />
      <span role="status" aria-live="polite" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}>
        {said}
      </span>
    </>
  );
}
