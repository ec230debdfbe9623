import * as React from 'react';
import { Field, Input, Select, Switch, Textarea } from '@fluentui/react-components';
import type { AttributeDoc, ElementDoc } from '../reference/manifest';
import { attributeText, choicesOf, currentValue, defaultOf, kindOf } from '../reference/values';

/**
 * One field per attribute of the manifest. A field shows the element's current property value (so
 * `page` reads 2 after the user paged) and writes what the user enters to the element as an attribute.
 * The reference page renders it again whenever the element changes (useElementChanges).
 */
export function Playground({ doc, element }: { doc: ElementDoc; element: HTMLElement }) {
  return (
    <div style={{ display: 'grid', gap: '12px' }} data-playground="">
      {doc.attributes.map((a) => (
        <Control key={a.name} attribute={a} element={element} />
      ))}
    </div>
  );
}

function Control({ attribute: a, element }: { attribute: AttributeDoc; element: HTMLElement }) {
  const kind = kindOf(a.type.text);
  const value = currentValue(element, a);
  // while the user types a text the element cannot take yet (half a JSON list), the field keeps it
  const [draft, setDraft] = React.useState<string | null>(null);
  const shown = draft ?? attributeText(kind, value);
  const write = (next: string | null) => (next === null ? element.removeAttribute(a.name) : element.setAttribute(a.name, next));
  /** a text field: an empty one removes the attribute */
  const edit = (text: string) => {
    setDraft(text);
    write(text === '' ? null : text);
  };
  const label = `${a.name} — ${a.description}`;
  const typed = { value: shown, onBlur: () => setDraft(null), 'data-attribute': a.name };
  if (kind === 'boolean') {
    const offByDefault = defaultOf(a) !== true;
    return (
      <Field label={label}>
        <Switch checked={Boolean(value)} data-attribute={a.name} onChange={(_, d) => write(d.checked ? '' : offByDefault ? null : 'false')} />
      </Field>
    );
  }
  const choices = choicesOf(a.type.text);
  if (choices) {
    return (
      <Field label={label}>
        <Select {...typed} onChange={(_, d) => edit(d.value)}>
          {choices.map((c) => <option key={c} value={c}>{c || '—'}</option>)}
        </Select>
      </Field>
    );
  }
  if (kind === 'json') {
    return (
      <Field label={label} hint={a.type.text}>
        <Textarea {...typed} onChange={(_, d) => edit(d.value)} resize="vertical" />
      </Field>
    );
  }
  return (
    <Field label={label}>
      <Input {...typed} type={kind === 'number' ? 'number' : 'text'} onChange={(_, d) => edit(d.value)} />
    </Field>
  );
}
