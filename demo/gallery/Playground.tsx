import * as React from 'react';
import { Field, Input, Select, Switch, Textarea } from '@fluentui/react-components';
import { attributeName, universalAttributes, type AttrSpec, type ElementDefinition } from '../../src/core/runtime';

/** One control per attribute of the element; changes are written to the live element as attributes. */
export function Playground({ definition, element }: { definition: ElementDefinition; element: HTMLElement }) {
  const specs = Object.entries({ ...definition.attributes, ...universalAttributes, ...definition.attributes }).filter(
    ([, s]) => (s as AttrSpec<unknown>).kind !== 'property',
  ) as [string, AttrSpec<unknown>][];
  return (
    <div style={{ display: 'grid', gap: '12px' }}>
      {specs.map(([prop, spec]) => (
        <Control key={prop} name={attributeName(prop)} spec={spec} element={element} />
      ))}
    </div>
  );
}

function Control({ name, spec, element }: { name: string; spec: AttrSpec<unknown>; element: HTMLElement }) {
  const [value, setValue] = React.useState(() => element.getAttribute(name));
  // follow changes the element or a method makes itself (a dialog removing `open` when it closes)
  React.useEffect(() => {
    const observer = new MutationObserver(() => setValue(element.getAttribute(name)));
    observer.observe(element, { attributes: true, attributeFilter: [name] });
    return () => observer.disconnect();
  }, [element, name]);
  const write = (next: string | null) => {
    setValue(next);
    if (next === null || next === '') element.removeAttribute(name);
    else element.setAttribute(name, next);
  };
  const label = `${name} — ${spec.description}`;
  if (spec.kind === 'boolean') {
    return (
      <Field label={label}>
        <Switch checked={value !== null && value !== 'false'} onChange={(_, d) => write(d.checked ? '' : null)} />
      </Field>
    );
  }
  if (spec.kind === 'enum') {
    return (
      <Field label={label}>
        <Select value={value ?? String(spec.default ?? '')} onChange={(_, d) => write(d.value)}>
          {spec.values?.map((v) => <option key={v} value={v}>{v || '—'}</option>)}
        </Select>
      </Field>
    );
  }
  if (spec.kind === 'json' || spec.kind === 'list') {
    return (
      <Field label={label} hint={spec.typeText}>
        <Textarea value={value ?? ''} onChange={(_, d) => write(d.value)} resize="vertical" />
      </Field>
    );
  }
  return (
    <Field label={label}>
      <Input
        type={spec.kind === 'number' ? 'number' : 'text'}
        value={value ?? ''}
        placeholder={spec.default === undefined ? '' : String(spec.default)}
        onChange={(_, d) => write(d.value)}
      />
    </Field>
  );
}
