/**
 * The custom-field drawer (spec 1 §2–§5): name (6 characters), type (fixed once created), what the type
 * needs (values and defaults of a choice, bounds and decimals of a number, how many files, the default of
 * a date or a text), prompt, remark (32), the switches (required, searchable, audited, shown in lists,
 * enabled; those the type resets are off and locked) and the scope: global, or local to nodes of a
 * dimension. 确定 saves (busy while it runs); 取消, the close button and Esc ask first when edited.
 */
import '../../core/i18n/areas/fields';
import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useWatch } from 'react-hook-form';
import { useT } from '../../core/i18n';
import { PickerDrawer } from '../../kit/drawer/PickerDrawer';
import { BoForm, RadioField, SelectField, SwitchField, TextareaField, TextField, required, rules } from '../../kit/form';
import type { CustomField, FieldScope } from './api';
import { FIELD_LIMITS, FIELD_TYPES, switchApplies, type FieldForm, type FieldType, type SwitchKey } from './custom-field.logic';
import { RangeScope } from './RangeScope';
import { TypeSettings } from './TypeSettings';
import { useFieldDrawer } from './useFieldDrawer';
import type { FieldChangeDetail } from './useCustomFields';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, maxWidth: '640px' },
  switches: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalXXL },
});

export interface FieldDrawerProps {
  open: boolean;
  record: CustomField | null;
  scope: FieldScope;
  onSaved?(detail: FieldChangeDetail): void;
  onCancel?(): void;
}

const SWITCHES: [SwitchKey, 'isMust' | 'isSearch' | 'isAudit' | 'listShow' | 'isEnable'][] = [
  ['is_must', 'isMust'],
  ['is_search', 'isSearch'],
  ['is_audit', 'isAudit'],
  ['list_show', 'listShow'],
  ['is_enable', 'isEnable'],
];

export function FieldDrawer(props: FieldDrawerProps) {
  const t = useT();
  const styles = useStyles();
  const s = useFieldDrawer(props);
  const typeLabel = (type: FieldType) => t(`customFields.types.${type}`);
  return (
    <PickerDrawer
      open={props.open}
      title={t(s.editing ? 'customFields.editTitle' : 'customFields.addTitle')}
      width={720}
      showConfirm
      busy={s.busy}
      onConfirm={s.submit}
      onCancel={() => void s.cancel()}
    >
      <BoForm form={s.form} onValid={s.save} className={styles.form}>
        <TextField
          name="name"
          label={t('customFields.name')}
          maxLength={FIELD_LIMITS.name}
          rules={rules(required(t('customField.nameRequired')), { maxLength: { value: FIELD_LIMITS.name, message: t('customField.nameRequired') } })}
        />
        {s.editing && props.record ? (
          <Field label={t('customFields.type')} hint={t('customFields.typeFixed')} data-field="type">
            <Input value={typeLabel(props.record.type)} disabled />
          </Field>
        ) : (
          <SelectField
            name="type"
            label={t('customFields.type')}
            options={FIELD_TYPES.map((v) => ({ value: v, label: typeLabel(v) }))}
            rules={required(t('customField.typeRequired'))}
          />
        )}
        <TypeSettings />
        <TextField name="prompt" label={t('customFields.prompt')} />
        <TextareaField name="remark" label={t('customFields.remark')} maxLength={FIELD_LIMITS.remark} rows={2} />
        <Switches />
        <RadioField name="is_global" label={t('customFields.scope')} options={[{ value: 1, label: t('customFields.global') }, { value: 0, label: t('customFields.local') }]} />
        <LocalScope module={props.scope.app_modular} onNodes={s.noteRanges} />
      </BoForm>
    </PickerDrawer>
  );
}

/** The switches; those the type resets (spec 1 §4) stay off and locked. */
function Switches() {
  const t = useT();
  const styles = useStyles();
  const type = useWatch<FieldForm, 'type'>({ name: 'type' });
  return (
    <Field label={t('customFields.switches')}>
      <div className={styles.switches}>
        {SWITCHES.map(([key, label]) => (
          <SwitchField key={key} name={key} text={t(`customFields.${label}`)} disabled={!switchApplies(type, key)} />
        ))}
      </div>
    </Field>
  );
}

function LocalScope({ module, onNodes }: { module: string; onNodes: Parameters<typeof RangeScope>[0]['onNodes'] }) {
  const global = useWatch<FieldForm, 'is_global'>({ name: 'is_global' });
  return global === 0 ? <RangeScope module={module} onNodes={onNodes} /> : null;
}
