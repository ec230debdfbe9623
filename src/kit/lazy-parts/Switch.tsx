/**
 * Fluent's Switch, loaded on first use (kit/lazy-parts/README.md: why). Until it comes a disabled-looking track of its
 * size (and its label) holds its place; a switch that cannot be loaded keeps it and the element says so.
 */
import { makeStyles, type SwitchProps } from '@fluentui/react-components';
import { partMissing } from '../../core/feedback/usePartFailed';
import { lazyPart } from '../../core/runtime/lazy-part';
import { dataOf } from './data-of';

const useStyles = makeStyles({
  // Fluent's medium Switch: a 40 × 20 track in 8 px of padding
  root: { display: 'inline-flex', alignItems: 'center', columnGap: '8px', minHeight: '36px', boxSizing: 'border-box', paddingInline: '8px' },
  track: { width: '40px', height: '20px', borderRadius: '10px', boxSizing: 'border-box', border: '1px solid currentColor', opacity: 0.3, flexShrink: 0 },
});

function SwitchPlaceholder(props: SwitchProps) {
  const styles = useStyles();
  return (
    <span className={styles.root} aria-hidden {...dataOf(props)}>
      <span className={styles.track} />
      {typeof props.label === 'string' && props.label}
    </span>
  );
}

export const Switch = lazyPart<SwitchProps>(() => import('./fluent-switch').then((m) => m.Switch), SwitchPlaceholder, partMissing('a switch', SwitchPlaceholder));
