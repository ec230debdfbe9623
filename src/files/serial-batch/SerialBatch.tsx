/**
 * bo-serial-batch (spec 3 §2.12, §5 "Serial batch"): a drawer with two tabs. 顺序递增: a fixed prefix,
 * the start (digits; its zero padding kept), the count and the interval (whole numbers above 0), the end
 * and a preview computed as the user types. 逐个输入: one serial number per row, every row filled, at
 * least one row; Enter adds a row below. 确定 gives the serial numbers of the shown tab.
 */
import '../../core/i18n/areas/files-serial';
import * as React from 'react';
import { Button, Field, Input, Tab, TabList, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { PickerDrawer } from '../../kit/drawer/PickerDrawer';
import { BoForm, DigitsField, TextField, required, rules } from '../../kit/form';
import { positiveProblem, type SequentialInput } from './serial.logic';
import { useSerialBatch, type SerialBatchState, type SerialConfirmDetail, type SerialMode } from './useSerialBatch';

export interface SerialBatchProps {
  open?: boolean;
  mode?: SerialMode;
  prefix?: string;
  start?: string;
  count?: string;
  interval?: string;
  maxCount?: number;
  title?: string;
  onConfirm?(detail: SerialConfirmDetail): void;
  onCancel?(): void;
}

const useStyles = makeStyles({
  tabs: { marginBottom: tokens.spacingVerticalM },
  form: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalM },
  wide: { gridColumn: '1 / -1' },
  preview: { gridColumn: '1 / -1', color: tokens.colorNeutralForeground2, wordBreak: 'break-all' },
  rows: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
  row: { display: 'flex', alignItems: 'flex-end', columnGap: tokens.spacingHorizontalS },
  rowField: { flexGrow: 1 },
  hint: { color: tokens.colorNeutralForeground3 },
});

function Sequential({ s }: { s: SerialBatchState }) {
  const t = useT();
  const styles = useStyles();
  const missing = required(t('serial.startCountInterval'));
  const positive = (v: unknown) => {
    const problem = positiveProblem(String(v ?? ''));
    return problem ? t(problem === 'notZero' ? 'serial.notZero' : 'serial.greaterThanZero') : true;
  };
  const notTooMany = (v: unknown) => !/^\d+$/.test(String(v)) || BigInt(String(v)) <= BigInt(s.maxCount) || t('serialBatch.tooMany', { max: s.maxCount });
  return (
    <BoForm<SequentialInput> form={s.sequential} onValid={s.confirmSequential} className={styles.form}>
      <TextField name="prefix" label={t('serialBatch.prefix')} hint={t('serialBatch.prefixHint')} className={styles.wide} />
      <DigitsField name="start" label={t('serialBatch.start')} hint={t('serialBatch.startHint')} refused={t('serial.digitsOnly')} rules={missing} />
      <Field label={t('serialBatch.end')}>
        <Input value={s.end ?? ''} readOnly aria-readonly="true" data-serial-end="" />
      </Field>
      <DigitsField name="count" label={t('serialBatch.count')} refused={t('serial.greaterThanZero')} rules={rules(missing, { validate: { positive, notTooMany } })} />
      <DigitsField name="interval" label={t('serialBatch.interval')} refused={t('serial.greaterThanZero')} rules={rules(missing, { validate: { positive } })} />
      <Text className={styles.preview} data-serial-preview="">
        {s.preview ? `${t('serialBatch.preview')}：${t('serialBatch.previewText', { values: s.preview.join(', '), count: s.count ?? '' })}` : ''}
      </Text>
    </BoForm>
  );
}

function OneByOne({ s }: { s: SerialBatchState }) {
  const t = useT();
  const styles = useStyles();
  return (
    <BoForm form={s.single} onValid={s.confirmSingle} className={styles.rows}>
      <Text className={styles.hint}>{t('serialBatch.singleHint')}</Text>
      {s.rows.fields.map((row, index) => (
        <div
          key={row.id}
          className={styles.row}
          data-serial-row=""
          onKeyDown={(e) => {
            if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
            e.preventDefault(); // not the form's submit: a row below
            s.addBelow(index);
          }}
        >
          <TextField
            name={`rows.${index}.value`}
            label={t('serialBatch.row', { n: index + 1 })}
            className={styles.rowField}
            rules={required(t('serial.serialRequired'))}
          />
          <Button appearance="subtle" disabled={s.rows.fields.length < 2} onClick={() => s.remove(index)} aria-label={t('serialBatch.removeRow', { n: index + 1 })}>
            {t('form.delete')}
          </Button>
        </div>
      ))}
      <div>
        <Button onClick={() => s.addBelow(s.rows.fields.length - 1)}>{t('serialBatch.addRow')}</Button>
      </div>
    </BoForm>
  );
}

export function SerialBatch({ open = false, mode = 'sequential', prefix = '', start = '001', count = '5', interval = '1', maxCount = 10000, title, onConfirm, onCancel }: SerialBatchProps) {
  const t = useT();
  const styles = useStyles();
  const defaults = React.useMemo(() => ({ prefix, start, count, interval }), [prefix, start, count, interval]);
  const s = useSerialBatch({ open, mode, defaults, maxCount, onConfirm, onCancel });
  return (
    <PickerDrawer open={open} title={title || t('serialBatch.title')} width={560} showConfirm onConfirm={s.submit} onCancel={s.cancel}>
      <TabList className={styles.tabs} selectedValue={s.mode} onTabSelect={(_, d) => s.setMode(d.value as SerialMode)}>
        <Tab value="sequential">{t('serialBatch.sequentialTab')}</Tab>
        <Tab value="single">{t('serialBatch.singleTab')}</Tab>
      </TabList>
      {s.mode === 'sequential' ? <Sequential s={s} /> : <OneByOne s={s} />}
    </PickerDrawer>
  );
}
