/**
 * Form association (ElementInternals) of the elements that hold a value: a picker's chosen ids, the date
 * dialog's date, the pager's page, the tab bar's tab. In a plain `<form>` such an element
 * - submits its value under its `name` (a list as one entry per item, like a `<select multiple>`);
 * - with `required` and no value is invalid (`:invalid`, `checkValidity()` false, the spec's message as
 *   `validationMessage`, in the element's language), and says so itself when the browser reports it:
 *   these elements have no box of their own (a picker is a drawer), so the browser has nowhere to show
 *   its bubble; the element shows the message as its own toast unless the page cancelled `invalid`
 *   (the element's own checkValidity() is a question and shows nothing);
 * - is disabled by its own `disabled` or a disabled `<fieldset>`: not submitted, and cannot be opened;
 * - goes back to what its attributes say on `form.reset()` (define-element's formResetCallback).
 */
import * as React from 'react';
import { defaultTranslator, useT, type Translate } from '../i18n';
import { useMessage } from '../feedback/FeedbackProvider';
import { attr } from './attributes';

export interface FormSpec<V> {
  /** the runtime's form code, brought by the element's spec (formField) so that a page of elements
   * without a form value does not download it */
  readonly runtime: FormRuntime;
  /** the submitted value: a text, a list (one entry per item under the element's name), or null;
   * undefined while the code that makes it is loading (`ready`) */
  value(values: V): string | readonly (string | number)[] | null | undefined;
  /** the code the value needs (the sanitiser of rich text), fetched as the element is made: until it
   * has come the element submits nothing and is invalid, saying `pendingMessage`, so that a post in
   * that moment is held rather than sent without the field */
  ready?(): Promise<unknown>;
  pendingMessage?(t: Translate): string;
  /** with `required`: whether the value is missing */
  empty?(values: V): boolean;
  /** the message of a missing value (the spec's), in the element's language */
  emptyMessage?(values: V, t: Translate): string;
}

/** The attributes of a form field; an element takes those that make sense for it. */
export const formAttr = {
  name: () => attr.string<string | undefined>(undefined, '表单中的字段名：所在 <form> 提交时以此名称带上本元素的值'),
  required: (description: string) => attr.boolean(false, description),
  // reflected, as on native fields: the browser's disabled state is the attribute's, so a property
  // turned false must take away an attribute a host wrote (Vue, before the elements were defined)
  disabled: (description: string) => attr.boolean(false, description, { reflect: true }),
};

type Values = Record<string, unknown>;

/** What a form-associated element has of a form control (an element is one when it has a `name`). */
export interface FormControl {
  readonly form: HTMLFormElement | null;
  readonly validity: ValidityState;
  readonly validationMessage: string;
  readonly willValidate: boolean;
  readonly labels: NodeList;
  checkValidity(): boolean;
  reportValidity(): boolean;
}

const FORM_GETTERS = ['form', 'validity', 'validationMessage', 'willValidate', 'labels'] as const;

/** The form-control members of a form-associated element's class, read from its internals. */
export function defineFormMembers(proto: object, linkOf: (el: object) => FormLink) {
  for (const key of FORM_GETTERS) {
    Object.defineProperty(proto, key, {
      configurable: true,
      get(this: object) {
        return linkOf(this).internals[key];
      },
    });
  }
  const methods = {
    /** a question, not a report: the element says nothing (its `invalid` event still fires) */
    checkValidity(this: object) {
      const link = linkOf(this);
      link.quiet = true;
      try {
        return link.internals.checkValidity();
      } finally {
        link.quiet = false;
      }
    },
    reportValidity(this: object) {
      return linkOf(this).internals.reportValidity();
    },
  };
  for (const [key, value] of Object.entries(methods)) Object.defineProperty(proto, key, { configurable: true, writable: true, value });
}

/** The translator each element last rendered with (its language; zh-CN before its first render). */
const renderedWith = new WeakMap<FormLink, Translate>();

/** Writes the element's value and validity into its internals (synchronously: a page that sets a
 * value and submits in the same task submits the new value). */
export function syncForm(link: FormLink) {
  const { internals, spec } = link;
  const values = link.values();
  const t = renderedWith.get(link) ?? defaultTranslator;
  const value = spec.value(values);
  if (value === undefined) {
    internals.setFormValue(null);
    internals.setValidity({ customError: true }, spec.pendingMessage?.(t) ?? '');
    return;
  }
  if (value === null || (Array.isArray(value) && value.length === 0)) internals.setFormValue(null);
  else if (typeof value === 'string') internals.setFormValue(value);
  else {
    const data = new FormData();
    const name = values.name as string | undefined;
    if (name) for (const item of value as readonly (string | number)[]) data.append(name, String(item));
    internals.setFormValue(data);
  }
  if (values.required && spec.empty?.(values)) internals.setValidity({ valueMissing: true }, spec.emptyMessage?.(values, t) ?? '');
  else internals.setValidity({});
}

export interface FormLink {
  host: HTMLElement;
  internals: ElementInternals;
  spec: FormSpec<Values>;
  values: () => Values;
  /** while the element's own checkValidity() runs: its `invalid` is not reported to the user */
  quiet?: boolean;
}

/** What an element reported invalid says, by element: its toast once its React tree is there, else
 * the element waits (reported before its first render: a script's reportValidity() at load). */
const speakers = new WeakMap<FormLink, (text: string) => void>();
const waiting = new WeakSet<FormLink>();

function say(link: FormLink) {
  const speak = speakers.get(link);
  if (!speak) waiting.add(link);
  else if (link.internals.validationMessage) speak(link.internals.validationMessage);
}

/** The form side of an element, from its construction on: the browser's report of an invalid element
 * (form submission, reportValidity(), the form's checkValidity()) is heard even before the element has
 * rendered; its own checkValidity() is a question and says nothing. */
function linkForm(host: HTMLElement, spec: FormSpec<Values>, values: () => Values): FormLink {
  const link: FormLink = { host, internals: host.attachInternals(), spec, values };
  host.addEventListener('invalid', (e) => {
    if (link.quiet) return;
    // after the page's own listeners: one that cancels the event shows the message its own way
    queueMicrotask(() => !e.defaultPrevented && say(link));
  });
  syncForm(link);
  // its failure is the element's to say (the view that needs the same code)
  spec.ready?.().then(
    () => syncForm(link),
    () => undefined,
  );
  return link;
}

/** Inside the element's React tree: says the validation message as a toast, and writes the message
 * again in a new language. */
export function FormFeedback({ link }: { link: FormLink }) {
  const message = useMessage();
  const t = useT();
  React.useEffect(() => {
    renderedWith.set(link, t);
    syncForm(link);
  }, [link, t]);
  React.useEffect(() => {
    speakers.set(link, message.error);
    if (waiting.delete(link)) say(link);
    return () => void speakers.delete(link);
  }, [link, message]);
  return null;
}

const runtime = { link: linkForm, sync: syncForm, Feedback: FormFeedback, defineMembers: defineFormMembers };
export type FormRuntime = typeof runtime;

/** The form side of an element's definition: `form: formField({ value: ({ page }) => String(page) })`. */
export const formField = <V,>(spec: Omit<FormSpec<V>, 'runtime'>): FormSpec<V> => ({ ...spec, runtime });
