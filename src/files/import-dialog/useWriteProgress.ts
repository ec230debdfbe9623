/**
 * The progress of step 2 (spec 3 §4 "Import dialog", §9): it rises by 5 every 200 ms up to 95 while the
 * write runs, and is 100 when it finishes. The timer runs only while writing and never outlives the element.
 */
import * as React from 'react';
import { PROGRESS_TICK_MS, nextProgress } from './import.logic';

export function useWriteProgress() {
  const [progress, setProgress] = React.useState(0);
  const [running, setRunning] = React.useState(false);
  React.useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setProgress(nextProgress), PROGRESS_TICK_MS);
    return () => clearInterval(timer);
  }, [running]);
  return {
    progress,
    start: React.useCallback(() => {
      setProgress(0);
      setRunning(true);
    }, []),
    finish: React.useCallback(() => {
      setRunning(false);
      setProgress(100);
    }, []),
    stop: React.useCallback(() => setRunning(false), []),
  };
}
