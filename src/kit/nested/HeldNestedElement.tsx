/**
 * A nested element whose tag is declared lazy (lazyTag) but which the first paint shows: `placeholder`
 * holds its place (the entries' upload buttons, disabled) until its code has come and it has drawn, so
 * that nothing moves when it does. The nested element is there from the start, hidden, and is never made
 * again; when its code cannot be loaded the placeholder stays and NestedElement says so.
 */
import * as React from 'react';
import { loadTag } from '../../core/runtime/lazy-tags';
import { NestedElement, type NestedElementProps } from './NestedElement';

export interface HeldNestedElementProps extends Omit<NestedElementProps, 'elementRef' | 'hidden'> {
  placeholder: React.ReactNode;
}

export function HeldNestedElement({ placeholder, ...nested }: HeldNestedElementProps) {
  const own = React.useRef<HTMLElement | null>(null);
  const [drawn, setDrawn] = React.useState(false);
  React.useEffect(() => {
    if (drawn) return;
    // each frame from the first until it has drawn (its code comes, then it renders in its own React
    // root); no more once its code failed
    let frame = 0;
    let failed = false;
    loadTag(nested.tag)?.catch(() => (failed = true));
    const check = () => {
      if (own.current?.shadowRoot?.childElementCount) setDrawn(true);
      else if (!failed) frame = requestAnimationFrame(check);
    };
    check();
    return () => cancelAnimationFrame(frame);
  }, [nested.tag, drawn]);
  return (
    <>
      {drawn ? null : placeholder}
      <NestedElement {...nested} elementRef={own} hidden={!drawn} />
    </>
  );
}
