/** Test-only elements exercising the runtime and the HTTP layer (registered only in the test pages). */
import * as React from 'react';
import { Button } from '@fluentui/react-components';
import { attr, defineElement, event, method } from '../../src/core/runtime';
import { useAction, useApi, type Method } from '../../src/core/http';
import { useLoginInfo } from '../../src/core/user';

interface ProbeProps {
  flag: boolean;
  on: boolean;
  count: number;
  items: string[];
  ids: Array<string | number>;
  sizes: number[];
  mode: 'a' | 'b';
  label: string;
  explode: boolean;
  onPing?: (d: { n: number }) => void;
}

function Probe({ ref, ...props }: ProbeProps & { ref?: React.Ref<{ bump(): number }> }) {
  const [clicks, setClicks] = React.useState(0);
  React.useImperativeHandle(ref, () => ({ bump: () => clicks + 1 }), [clicks]);
  if (props.explode) throw new Error('boom');
  return (
    <div data-testid="probe">
      <span data-testid="values">{JSON.stringify({ flag: props.flag, on: props.on, count: props.count, items: props.items, ids: props.ids, sizes: props.sizes, mode: props.mode, label: props.label })}</span>
      <button data-testid="click" onClick={() => { setClicks(clicks + 1); props.onPing?.({ n: clicks + 1 }); }}>
        {clicks}
      </button>
    </div>
  );
}

export const BoTestProbe = defineElement({
  tag: 'bo-test-probe',
  description: 'runtime probe',
  component: Probe,
  attributes: {
    flag: attr.boolean(false, 'a boolean'),
    on: attr.boolean(true, 'a boolean defaulting to true', { reflect: true }),
    count: attr.number(10, 'a number'),
    items: attr.json<string[]>([], 'json', 'string[]', { check: (v) => (Array.isArray(v) ? undefined : 'expected an array') }),
    ids: attr.list<Array<string | number>>('id', [], 'record ids', 'Array<string | number>'),
    sizes: attr.list<number[]>('number', [10, 20], 'numbers', 'number[]', { check: (v) => (v.every((n) => n > 0) ? undefined : 'expected numbers > 0') }),
    mode: attr.enum(['a', 'b'], 'a', 'an enum'),
    label: attr.string('', 'a string'),
    explode: attr.boolean(false, 'throws while rendering'),
  },
  events: { 'bo-ping': event<{ n: number }>({ n: { type: 'number' } }, 'clicked') },
  methods: { bump: method<() => number>('bump(): number', 'clicks + 1, from the component') },
});

function Caller({ ref }: { ref?: React.Ref<unknown> }) {
  const api = useApi();
  const { run, busy } = useAction();
  const user = useLoginInfo();
  React.useImperativeHandle(ref, () => ({
    get: (url: string) => api.call({ method: 'GET', url }),
    send: (method: Method, url: string, data?: unknown) => api.call({ method, url, data }),
    act: (url: string) => run((a) => a.call({ method: 'POST', url, data: { name: '螺丝' } }), { success: '保存成功' }),
  }));
  return (
    <div>
      <span data-testid="user">{user?.staff.name ?? ''}</span>
      <Button data-testid="save" disabled={busy}>保存</Button>
    </div>
  );
}

export const BoTestCaller = defineElement({
  tag: 'bo-test-caller',
  description: 'http probe',
  component: Caller,
  attributes: {},
  methods: {
    get: method<(url: string) => Promise<unknown>>('get(url)', 'GET'),
    send: method<(m: Method, url: string, data?: unknown) => Promise<unknown>>('send()', 'call'),
    act: method<(url: string) => Promise<{ ok: boolean }>>('act(url)', 'a user action'),
  },
});

declare global {
  interface HTMLElementTagNameMap {
    'bo-test-probe': InstanceType<typeof BoTestProbe>;
    'bo-test-caller': InstanceType<typeof BoTestCaller>;
  }
}
