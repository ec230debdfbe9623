/**
 * The local scope of a custom field (spec 1 §3, §5, §7): the dimension (POST /field/range_field), its title
 * (the dimension's name unless the user writes another) and the chosen nodes of its tree (POST /field/range),
 * checked each on its own. 请填写维度所有信息 shows under the tree while one of the three is missing.
 */
import '../../core/i18n/areas/fields';
import * as React from 'react';
import { Field, makeStyles, tokens } from '@fluentui/react-components';
import { useFormContext, useWatch } from 'react-hook-form';
import { userMessage } from '../../core/http';
import { useT } from '../../core/i18n';
import { allRecords, fetchSource } from '../../kit/data/source';
import { SelectField, TextField, required, useFormField } from '../../kit/form';
import { useRemote } from '../../kit/list/useRemote';
import { ListStates } from '../../kit/table/ListStates';
import { recordNodes } from '../../kit/tree-body/nodes';
import { FilterBox } from '../../kit/tree-sidebar/FilterBox';
import { TreeView } from '../../kit/tree-sidebar/TreeView';
import { rangeFields, rangeTree, type RangeTreeNode } from './api';
import { rangeComplete, type FieldForm, type RangeNode } from './custom-field.logic';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  tree: { height: '240px', display: 'flex', flexDirection: 'column', border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium, padding: tokens.spacingHorizontalXS },
});

export interface RangeScopeProps {
  module: string;
  /** the nodes of the tree shown (their names go in range_list) */
  onNodes(nodes: RangeNode[]): void;
}

const nodeId = (n: RangeTreeNode) => n.id;
const nodeName = (n: RangeTreeNode) => n.name;

export function RangeScope({ module, onNodes }: RangeScopeProps) {
  const t = useT();
  const styles = useStyles();
  const { setValue, getValues } = useFormContext<FieldForm>();
  const rangeField = useWatch<FieldForm, 'range_field'>({ name: 'range_field' });
  const fields = useRemote((api, signal) => fetchSource(api, rangeFields(module), { signal }).then((a) => a.rows), !!module, module);
  const tree = useRemote(
    (api, signal) => fetchSource(api, rangeTree(module), { filters: { range_field: rangeField }, signal }).then((a) => a.rows),
    !!module && !!rangeField,
    `${module}/${rangeField ?? ''}`,
  );
  const nodes = React.useMemo(() => recordNodes(tree.value ?? [], nodeId, nodeName), [tree.value]);
  React.useEffect(() => onNodes(allRecords(tree.value ?? [])), [tree.value, onNodes]);

  // a new dimension: its name as the title (unless the user wrote another) and nothing chosen
  const previous = React.useRef(getValues('range_field'));
  React.useEffect(() => {
    if (previous.current === rangeField) return;
    const titleOf = (key: string | null | undefined) => fields.value?.find((f) => f.range_field === key)?.range_field_title ?? '';
    const title = getValues('range_field_title');
    if (!title || title === titleOf(previous.current)) setValue('range_field_title', titleOf(rangeField), { shouldDirty: true });
    setValue('range_id', [], { shouldDirty: true });
    previous.current = rangeField;
  }, [rangeField, fields.value, getValues, setValue]);

  const options = (fields.value ?? []).map((f) => ({ value: f.range_field, label: f.range_field_title || f.range_field }));
  return (
    <div className={styles.root} data-range-scope="">
      {fields.error ? (
        <ListStates error={userMessage(fields.error, t)} onRetry={fields.reload} empty={false} />
      ) : (
        <SelectField name="range_field" label={t('customFields.rangeField')} options={options} rules={required(t('customField.rangeRequired'))} />
      )}
      <TextField name="range_field_title" label={t('customFields.rangeFieldTitle')} rules={required(t('customField.rangeRequired'))} />
      <RangeTree nodes={nodes} loading={tree.loading} error={tree.error && userMessage(tree.error, t)} onRetry={tree.reload} chosen={!!rangeField} />
    </div>
  );
}

interface RangeTreeProps {
  nodes: ReturnType<typeof recordNodes>;
  loading: boolean;
  error: string | null;
  onRetry(): void;
  chosen: boolean;
}

/** The chosen nodes (range_id) as a field of the form, with the rule of a complete local scope. */
function RangeTree({ nodes, loading, error, onRetry, chosen }: RangeTreeProps) {
  const t = useT();
  const styles = useStyles();
  const [filter, setFilter] = React.useState('');
  const rules = { validate: { range: (_: unknown, all: Record<string, unknown>) => rangeComplete(all as unknown as FieldForm) || t('customField.rangeRequired') } };
  const { field, setFocus, fieldProps, dataField } = useFormField({ name: 'range_id', label: t('customFields.rangeIds'), rules, required: true });
  const value = (field.value as (number | string)[] | undefined) ?? [];
  const show = chosen && nodes.length > 0 && !error;
  return (
    <Field {...fieldProps} {...dataField}>
      <div ref={(box) => setFocus(box && { focus: () => box.querySelector<HTMLElement>('[role="treeitem"], input, button')?.focus() })}>
        {show && <FilterBox value={filter} onChange={setFilter} />}
        <div className={styles.tree}>
          {show ? (
            <TreeView nodes={nodes} mode="multiple" value={value} onChange={(ids) => field.onChange(ids)} filter={filter} defaultExpandTop aria-label={t('customFields.rangeTree')} />
          ) : (
            <ListStates loading={loading} error={error} onRetry={onRetry} empty notice={chosen ? undefined : t('customFields.chooseRangeField')} />
          )}
        </div>
      </div>
    </Field>
  );
}
