/**
 * A test element built on the form kit the way a management screen is: fields with the spec's messages,
 * an editable sortable table, the unsaved-changes guard and a busy save. What it does is written into
 * <output data-testid="..."> elements the tests read.
 */
import * as React from 'react';
import { Button } from '@fluentui/react-components';
import { defineElement } from '../../src/core/runtime';
import {
  BoForm, BusyButton, CheckboxGroupField, DateField, EditableTable, NumberField, RadioField, required, rules, SelectField, SwitchField,
  TextareaField, TextField, useBoForm, useEditableRows, useUnsavedGuard, type EditableColumn,
} from '../../src/kit/form';
import { Input } from '@fluentui/react-components';

export interface Segment {
  type: string;
  val: string;
  must?: boolean;
}

interface Values {
  name: string;
  remark: string;
  digits: number | null;
  enabled: number;
  scope: number | null;
  kinds: string[];
  kind: string | null;
  lockedKind: string;
  day: string | null;
}

const DEFAULTS: Values = { name: '', remark: '', digits: null, enabled: 0, scope: null, kinds: [], kind: null, lockedKind: 'date', day: null };
const SEGMENTS: Segment[] = [
  { type: 'year', val: 'YYYY', must: true },
  { type: 'text', val: 'AB' },
  { type: 'serial', val: '4' },
];

export const log = { submitted: [] as Values[], saves: 0, discards: [] as boolean[] };

const COLUMNS: EditableColumn<Segment>[] = [
  { key: 'type', title: '类型', view: (r) => r.type, edit: (d, set) => <Input aria-label="类型" value={d.type} onChange={(_, v) => set({ type: v.value })} /> },
  { key: 'val', title: '内容', view: (r) => r.val, edit: (d, set) => <Input aria-label="内容" value={d.val} onChange={(_, v) => set({ val: v.value })} /> },
];

function FormProbe() {
  const form = useBoForm<Values>(DEFAULTS);
  const rows = useEditableRows<Segment>(SEGMENTS, { create: () => ({ type: 'text', val: '' }), validate: (d) => (d.val ? null : '请输入内容') });
  const dirty = form.formState.isDirty;
  const guard = useUnsavedGuard(dirty);
  const [busy, setBusy] = React.useState(false);
  const save = async () => {
    setBusy(true);
    log.saves++;
    await new Promise((r) => setTimeout(r, 300));
    setBusy(false);
  };
  return (
    <div>
      <BoForm form={form} onValid={(v) => void log.submitted.push(v)}>
        <TextField name="name" label="字段名称" maxLength={6} rules={required('请填写字段名称')} />
        <TextareaField name="remark" label="备注" maxLength={32} />
        <NumberField name="digits" label="位数" min={2} max={6} decimals={0} rules={required('请输入位数')} />
        <SwitchField name="enabled" label="启用" />
        <RadioField name="scope" label="范围" options={[{ value: 1, label: '全局' }, { value: 0, label: '局部' }]} rules={required('请选择范围')} />
        <CheckboxGroupField name="kinds" label="类别" options={[{ value: 'a', label: '甲' }, { value: 'b', label: '乙' }]} />
        <SelectField name="kind" label="字段类型" options={[{ value: 'text', label: '文本' }, { value: 'date', label: '日期' }]} rules={rules(required('请选择字段类型'))} />
        <SelectField name="lockedKind" label="已锁定的类型" disabled options={[{ value: 'text', label: '文本' }, { value: 'date', label: '日期' }]} />
        <DateField name="day" label="日期" />
        <Button type="submit" data-action="submit">提交</Button>
        <Button type="button" data-action="reset" onClick={() => form.reset()}>重置</Button>
      </BoForm>
      <Button data-action="add-row" onClick={rows.add}>新增</Button>
      <EditableTable
        aria-label="规则设置"
        rows={rows}
        columns={COLUMNS}
        sortable
        rowLabel={(r) => r.val}
        beforeRemove={(r) => (r.must ? '必填内容不可删除' : null)}
      />
      <BusyButton busy={busy} onClick={() => void save()} data-action="save">保存</BusyButton>
      <Button data-action="close" onClick={() => void guard.confirmDiscard().then((ok) => log.discards.push(ok))}>关闭</Button>
      <output data-testid="dirty">{String(dirty)}</output>
      <output data-testid="rows">{JSON.stringify(rows.rows.map((r) => r.val))}</output>
      <output data-testid="current">{JSON.stringify(rows.current.map((r) => r.val))}</output>
      <output data-testid="editing">{rows.editing.length}</output>
    </div>
  );
}

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- defining registers the tag; the class is used as its type only
const BoTestForm = defineElement({ tag: 'bo-test-form', description: 'form kit probe', component: FormProbe, attributes: {}, display: 'block' });

declare global {
  interface HTMLElementTagNameMap {
    'bo-test-form': InstanceType<typeof BoTestForm>;
  }
}
