/**
 * `defineElement({ tag, component, attributes, events, methods })`: a React component becomes a custom
 * element. The class (host.ts) is the runtime's, without React; the element's tree is drawn by
 * render.tsx, which every element's own code brings along here (the autoloader fetches it with the
 * first element that connects). A tag the autoloader has defined already gets its definition now.
 */
import { define } from './define';
import { setRenderer } from './host';
import { renderer } from './render';
import type { BoElementClass, ElementDefinition, MethodSpec, MethodSpecs } from './definition';
import type { AttrSpecs } from './attributes';
import type { EventSpec, EventSpecs } from './events';

export * from './definition';

if (typeof window !== 'undefined') setRenderer(renderer);

export function defineElement<A extends AttrSpecs, E extends EventSpecs = Record<never, EventSpec<unknown>>, M extends MethodSpecs = Record<never, MethodSpec>>(
  def: ElementDefinition<A, E, M>,
): BoElementClass<A, E, M> {
  return define(def as unknown as ElementDefinition) as unknown as BoElementClass<A, E, M>;
}
