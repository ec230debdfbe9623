/**
 * The React side of every element (host.ts is the rest): its tree in its shadow root, from its values
 * (each change of an attribute or property renders it again), with the runtime's root around the
 * element's component (root.tsx: Fluent, the theme, the language, feedback, the error boundary). Each
 * element's own code brings it (define-element.ts); the autoloader fetches it with the first element.
 */
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { ElementRoot } from './root';
import { observeShadowRoot, releaseShadowRoots } from './shadow-observer';
import { focusOnConnect } from './focus';
import type { ElementView, Renderer } from './host';

function Root({ root, view }: { root: ShadowRoot; view: ElementView }) {
  const { def, state } = view;
  const host = root.host as HTMLElement;
  const subscribe = React.useCallback((fn: () => void) => {
    state.listeners.add(fn);
    return () => void state.listeners.delete(fn);
  }, [state]);
  const values = React.useSyncExternalStore(subscribe, () => state.snapshot);
  const { apiBase, lang, ...componentProps } = values;
  if (state.form) {
    // a disabled field (its own attribute or a disabled fieldset) cannot be opened
    const disabled = !!values.disabled || state.formDisabled;
    Object.assign(componentProps, { disabled }, 'open' in values ? { open: !!values.open && !disabled } : {});
  }
  return (
    <ElementRoot host={host} root={root} tag={def.tag} display={def.display ?? 'inline-block'} apiBase={apiBase as string | undefined} lang={lang as string}>
      {React.createElement(def.component as React.ComponentType<Record<string, unknown>>, { ...componentProps, ...state.callbacks, ref: state.handle })}
      {state.form && <state.form.spec.runtime.Feedback link={state.form} />}
    </ElementRoot>
  );
}

export const renderer: Renderer = {
  mount(container, view) {
    const root = createRoot(container);
    root.render(<Root root={container} view={view} />);
    return () => {
      root.unmount();
      // the page-wide focus manager must not keep observing (and so keep alive) a removed element
      releaseShadowRoots();
    };
  },
  connected(container) {
    // tabster must see into the shadow root even when it is attached to an element already in the
    // page (an upgrade), which no mutation record announces
    observeShadowRoot(container);
    focusOnConnect(container);
  },
};
