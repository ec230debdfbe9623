import * as React from 'react';

/**
 * False until the frame after `ready` first became true, then true for good: what can wait for the
 * next frame (the rows below a virtual list's view) lets the first paint come sooner. A frame's
 * animation callbacks run before it paints, so the update they make renders after that paint.
 */
export function useAfterFirstPaint(ready: boolean): boolean {
  const [after, setAfter] = React.useState(false);
  React.useEffect(() => {
    if (!ready || after) return;
    const id = requestAnimationFrame(() => setAfter(true));
    return () => cancelAnimationFrame(id);
  }, [ready, after]);
  return after;
}
