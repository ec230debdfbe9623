/**
 * 是否需要编号规则: its caption, shown, and Fluent's radios (NeededRadios), loaded on first render. Until
 * they come, or when they cannot, two disabled-looking rings with their labels hold their place at
 * Fluent's size; a choice that cannot be loaded is said once (partMissing).
 */
import { Label, makeStyles, tokens, useId } from '@fluentui/react-components';
import { partMissing } from '../../core/feedback/usePartFailed';
import { lazyPart } from '../../core/runtime/lazy-part';
import type { NeededRadiosProps } from './NeededRadios';

const useStyles = makeStyles({
  // Fluent's horizontal radio: a 16 px ring in 8 px of padding, then its label
  group: { display: 'inline-flex', alignItems: 'center' },
  choice: { display: 'inline-flex', alignItems: 'center', columnGap: tokens.spacingHorizontalS },
  radio: { display: 'inline-flex', alignItems: 'center', columnGap: '8px', padding: '8px', color: tokens.colorNeutralForegroundDisabled },
  ring: { width: '16px', height: '16px', boxSizing: 'border-box', borderRadius: '50%', border: `1px solid ${tokens.colorNeutralStrokeDisabled}` },
});

function NeededPlaceholder({ yes, no }: NeededRadiosProps) {
  const styles = useStyles();
  return (
    <span className={styles.group} aria-hidden data-needed-placeholder="">
      {[yes, no].map((label) => (
        <span key={label} className={styles.radio}>
          <span className={styles.ring} />
          {label}
        </span>
      ))}
    </span>
  );
}

const NeededPart = lazyPart<NeededRadiosProps>(
  () => import('./NeededRadios').then((m) => m.NeededRadios),
  NeededPlaceholder,
  partMissing('the choice of 是否需要编号规则', NeededPlaceholder),
);

/** The caption and the choice it names. */
export function NeededChoice({ label, ...radios }: Omit<NeededRadiosProps, 'labelledBy'> & { label: string }) {
  const styles = useStyles();
  const id = useId('needed-');
  return (
    <span className={styles.choice}>
      <Label id={id}>{label}</Label>
      <NeededPart {...radios} labelledBy={id} />
    </span>
  );
}
