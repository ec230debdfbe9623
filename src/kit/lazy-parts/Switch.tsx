/**
 * Fluent's Switch, loaded on first use (kit/lazy-parts/README.md: why). Until it comes a disabled-looking track of its
 * size (and its label) holds its place; a switch that cannot be loaded keeps it and the element says so.
 */
import type * as React from 'react';
import type { SwitchProps } from '@fluentui/react-components';
import { partMissing } from '../../core/feedback/usePartFailed';
import { lazyPart } from '../../core/runtime/lazy-part';
import { dataOf } from './data-of';

// Fluent's medium Switch: a 40 × 20 track in 8 px of padding (inline styles: a placeholder needs no style sheet)
const ROOT: React.CSSProperties = { display: 'inline-flex', alignItems: 'center', columnGap: 8, minHeight: 36, boxSizing: 'border-box', paddingInline: 8 };
const TRACK: React.CSSProperties = { width: 40, height: 20, borderRadius: 10, boxSizing: 'border-box', border: '1px solid currentColor', opacity: 0.3, flexShrink: 0 };

/** The switch's place: its track and its label, looking disabled (also a list's enable switch's, kit/table/cells.tsx). */
export function SwitchPlaceholder(props: SwitchProps) {
  return (
    <span style={ROOT} aria-hidden {...dataOf(props)}>
      <span style={TRACK} />
      {typeof props.label === 'string' && props.label}
    </span>
  );
}

export const Switch = lazyPart<SwitchProps>(() => import('./fluent-switch').then((m) => m.Switch), SwitchPlaceholder, partMissing('a switch', SwitchPlaceholder));
