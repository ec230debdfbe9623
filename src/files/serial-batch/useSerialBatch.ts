/**
 * bo-serial-batch's state (spec 3 §2.12, §5 "Serial batch"): two forms, one per mode. Sequential: prefix,
 * start, count and interval, the end and a preview computed as the user types; one by one: a list of
 * rows (at least one; Enter adds one below). 确定 validates the shown mode only and gives its values.
 */
import * as React from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useBoForm } from '../../kit/form';
import { MAX_COUNT, endOf, sequence, sequentialProblem, valueAt, type SequentialInput } from './serial.logic';

export type SerialMode = 'sequential' | 'single';

export interface SerialConfirmDetail {
  /** the serial numbers, in order */
  serials: string[];
  /** the mode they were made in */
  mode: SerialMode;
}

export interface SerialBatchOptions {
  open: boolean;
  mode: SerialMode;
  defaults: SequentialInput;
  maxCount: number;
  onConfirm?(detail: SerialConfirmDetail): void;
  onCancel?(): void;
}

export interface SingleValues {
  rows: { value: string }[];
}

/** The first values, an ellipsis and the last one: what the batch will hold, at a glance. */
function previewOf(v: SequentialInput): string[] | undefined {
  const end = endOf(v);
  if (end === undefined) return undefined;
  const count = BigInt(v.count);
  if (count <= 4n) return sequence(v);
  return [valueAt(v, 0), valueAt(v, 1), valueAt(v, 2), '…', end];
}

export function useSerialBatch({ open, mode: initialMode, defaults, maxCount, onConfirm, onCancel }: SerialBatchOptions) {
  const sequential = useBoForm<SequentialInput>(defaults);
  const single = useBoForm<SingleValues>({ rows: [{ value: '' }] });
  const rows = useFieldArray({ control: single.control, name: 'rows' });
  const [mode, setMode] = React.useState<SerialMode>(initialMode);
  // each opening starts afresh from the caller's defaults and mode (the forms are reset after the render:
  // their fields are other components)
  const [shown, setShown] = React.useState({ open, initialMode });
  if (shown.open !== open || shown.initialMode !== initialMode) {
    setShown({ open, initialMode });
    if (open) setMode(initialMode);
  }
  const { reset: resetSequential } = sequential;
  const { reset: resetSingle } = single;
  React.useLayoutEffect(() => {
    if (!open) return;
    resetSequential(defaults);
    resetSingle({ rows: [{ value: '' }] });
  }, [open, defaults, resetSequential, resetSingle]);
  const values = useWatch({ control: sequential.control }) as SequentialInput;
  const ready = !sequentialProblem(values) && BigInt(values.count) <= BigInt(maxCount);
  const end = ready ? endOf(values) : undefined;
  const preview = ready ? previewOf(values) : undefined;

  const confirmSequential = (v: SequentialInput) => onConfirm?.({ serials: sequence(v), mode: 'sequential' });
  const confirmSingle = (v: SingleValues) => onConfirm?.({ serials: v.rows.map((r) => r.value.trim()), mode: 'single' });
  const submit = () => void (mode === 'sequential' ? sequential.handleSubmit(confirmSequential)() : single.handleSubmit(confirmSingle)());

  return {
    mode,
    setMode,
    sequential,
    single,
    rows,
    end,
    preview,
    count: ready ? values.count : undefined,
    maxCount: maxCount > 0 ? maxCount : MAX_COUNT,
    /** a row below `index`, focused */
    addBelow: (index: number) => rows.insert(index + 1, { value: '' }),
    remove: (index: number) => rows.fields.length > 1 && rows.remove(index),
    submit,
    confirmSequential,
    confirmSingle,
    cancel: () => onCancel?.(),
  };
}

export type SerialBatchState = ReturnType<typeof useSerialBatch>;
