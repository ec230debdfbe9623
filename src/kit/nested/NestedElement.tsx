/**
 * Another bo element rendered inside this element's shadow root, as a page would use it: attributes in,
 * events out (the invoice entry's phone-scan upload and attachments, the receipt entry's). It takes the
 * outer element's api-base and language. Its bo-change / bo-confirm / bo-cancel stay inside (the page
 * hears the outer element's own events); its bo-error goes on to the page. The tag must be registered by
 * the element that uses it (its elements/bo-x.ts imports the nested tag's file, or declares it with
 * lazyTag when the first paint does not need it: its code then loads the first time it is nested, and
 * the element says so when it cannot).
 * For a picker asked one question, openPicker (src/kit/picker) is the imperative twin.
 */
import * as React from 'react';
import { useElement } from '../../core/runtime';
import { usePartFailed } from '../../core/feedback/usePartFailed';
import { loadTag } from '../../core/runtime/lazy-tags';
import { useT } from '../../core/i18n';

export type AttributeValue = string | number | boolean | object | null | undefined;
type Handler = (detail: never, event: CustomEvent) => void;

export interface NestedElementProps {
  tag: `bo-${string}`;
  /** attributes by their kebab-case names: text and numbers as they are, true as present, false / null /
   * undefined as absent, lists and objects as JSON */
  attributes?: Record<string, AttributeValue>;
  /** listeners by event name, given the event's detail */
  on?: Record<string, Handler>;
  className?: string;
  /** the element itself (for its methods, show()…) */
  elementRef?: React.RefObject<HTMLElement | null>;
  /** takes no place (a placeholder holds it: HeldNestedElement) */
  hidden?: boolean;
}

const KEPT_INSIDE = ['bo-change', 'bo-confirm', 'bo-cancel'];
const HIDDEN = { display: 'none' };

const attributeText = (value: AttributeValue): string | null => {
  if (value === undefined || value === null || value === false) return null;
  if (value === true) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

export function NestedElement({ tag, attributes, on, className, elementRef, hidden }: NestedElementProps) {
  const { apiBase } = useElement();
  const { locale } = useT();
  const own = React.useRef<HTMLElement | null>(null);
  const handlers = React.useRef(on);
  React.useLayoutEffect(() => {
    handlers.current = on;
  });
  const all = { ...attributes, 'api-base': apiBase, lang: locale };
  const written = JSON.stringify(all);

  // a tag its element declared lazy (lazyTag) loads the first time it is nested; when it cannot, the
  // element says so (once)
  const partFailed = usePartFailed();
  const failed = React.useEffectEvent((error: unknown) => partFailed(`<${tag}>`, error, true));
  React.useEffect(() => {
    loadTag(tag)?.catch(failed);
  }, [tag]);

  React.useLayoutEffect(() => {
    const el = own.current;
    if (!el) return;
    for (const [name, value] of Object.entries(JSON.parse(written) as Record<string, AttributeValue>)) {
      const text = attributeText(value);
      if (text === null) el.removeAttribute(name);
      else if (el.getAttribute(name) !== text) el.setAttribute(name, text);
    }
  }, [written]);

  const events = Object.keys(on ?? {}).sort().join(' ');
  React.useEffect(() => {
    const el = own.current;
    if (!el) return;
    const names = new Set([...KEPT_INSIDE, ...events.split(' ').filter(Boolean)]);
    const listener = (e: Event) => {
      if (KEPT_INSIDE.includes(e.type)) e.stopPropagation();
      handlers.current?.[e.type]?.((e as CustomEvent).detail as never, e as CustomEvent);
    };
    for (const name of names) el.addEventListener(name, listener);
    return () => names.forEach((name) => el.removeEventListener(name, listener));
  }, [events]);

  const setRef = React.useCallback(
    (el: HTMLElement | null) => {
      own.current = el;
      if (elementRef) elementRef.current = el;
    },
    [elementRef],
  );
  return React.createElement(tag, { ref: setRef, class: className, style: hidden ? HIDDEN : undefined });
}
