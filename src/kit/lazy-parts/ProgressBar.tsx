/**
 * Fluent's ProgressBar, loaded on first use (kit/lazy-parts/README.md: why): it shows only while a file
 * goes, so an upload element fetches it when it mounts. Until it comes (or when it cannot) an empty track
 * of its height holds its place.
 */
import { makeStyles, tokens, type ProgressBarProps } from '@fluentui/react-components';
import { partMissing } from '../../core/feedback/usePartFailed';
import { lazyPart } from '../../core/runtime/lazy-part';
import { dataOf } from './data-of';

// Fluent's medium bar: 2 px
const useStyles = makeStyles({ track: { display: 'block', height: '2px', backgroundColor: tokens.colorNeutralBackground6 } });

function ProgressPlaceholder(props: ProgressBarProps) {
  const styles = useStyles();
  return <span className={styles.track} aria-hidden {...dataOf(props)} />;
}

export const ProgressBar = lazyPart<ProgressBarProps>(
  () => import('./fluent-progress-bar').then((m) => m.ProgressBar),
  ProgressPlaceholder,
  partMissing('a progress bar', ProgressPlaceholder),
);
