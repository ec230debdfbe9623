/**
 * A test element with a MoneyField in a form, and a bo-pagination nested inside it (NestedElement): what
 * it hears is written into <output data-testid="..."> elements the tests read.
 */
import * as React from 'react';
import { Button } from '@fluentui/react-components';
import { defineElement } from '../../src/core/runtime';
import { BoForm, MoneyField, required, useBoForm } from '../../src/kit/form';
import { NestedElement } from '../../src/kit/nested';
import '../../elements/bo-pagination';

export const heard = { submitted: [] as { amount: string }[] };

function NestedProbe() {
  const form = useBoForm<{ amount: string }>({ amount: '' });
  const [page, setPage] = React.useState(0);
  const [total, setTotal] = React.useState(57);
  return (
    <div>
      <BoForm form={form} onValid={(v) => void heard.submitted.push(v)}>
        <MoneyField name="amount" label="金额" unit="元" rules={required('请输入金额')} />
        <Button data-action="submit" type="submit">确定</Button>
      </BoForm>
      <Button data-action="more" onClick={() => setTotal(200)}>更多</Button>
      <NestedElement tag="bo-pagination" attributes={{ total, 'page-size': 10 }} on={{ 'bo-change': (d: { page: number }) => setPage(d.page) }} />
      <output data-testid="page">{page}</output>
    </div>
  );
}

export const BoTestNested = defineElement({ tag: 'bo-test-nested', description: 'money field and nested element probe', component: NestedProbe, attributes: {}, display: 'block' });

declare global {
  interface HTMLElementTagNameMap {
    'bo-test-nested': InstanceType<typeof BoTestNested>;
  }
}
