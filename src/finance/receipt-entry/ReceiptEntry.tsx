/**
 * bo-receipt-entry (spec 3 §2.5, §3, §4 Receipt widget, §5 Bank receipt entry, §7 Bank receipts and
 * bills): mode 1 the list with smart recognition, mode 2 one record's form (确定: bo-confirm {record};
 * 取消: bo-cancel), mode 3 a new entry (确定: bo-confirm {record}, the page saves it; 取消: bo-cancel, then
 * back: `back-path` through bo-navigate, else the browser's previous page). `type` 3 is the new entry.
 * The form loads apart (LazyReceiptForm.tsx).
 */
import * as React from 'react';
import { goBack, type NavigateDetail } from '../../core/navigate';
import { usePreload } from '../../core/runtime/lazy-part';
import { PickerHost } from '../../kit/picker/PickerHost';
import { ReceiptForm } from './LazyReceiptForm';
import { ReceiptList } from './ReceiptList';
import { entryModeOf, initialTypeOf } from './receipt-list.logic';
import type { ReceiptRecord } from './types';

export interface ReceiptEntryProps {
  mode?: number;
  type?: number;
  own?: boolean;
  value?: ReceiptRecord[] | ReceiptRecord | null;
  backPath?: string;
  onChange?(detail: { records: ReceiptRecord[] }): void;
  onConfirm?(detail: { record: ReceiptRecord }): void;
  onCancel?(): void;
  onNavigate?(detail: NavigateDetail): boolean;
}

const recordOfValue = (value: ReceiptEntryProps['value']): ReceiptRecord | null => (value && !Array.isArray(value) && typeof value === 'object' ? value : null);

/** the pickers of company, payment nature and account (declared with lazyTag by elements/bo-receipt-entry.ts) */
const ASKED = ['bo-department-picker', 'bo-payment-nature-picker', 'bo-bank-account-picker'] as const;

export function ReceiptEntry(props: ReceiptEntryProps) {
  const host = React.useRef<HTMLDivElement | null>(null);
  const type = props.type ?? 1;
  const mode = entryModeOf(props.mode ?? 1, type);
  const own = !!props.own;
  const picker = <PickerHost ref={host} preload={ASKED} />;
  usePreload([ReceiptForm]);

  if (mode === 1) {
    return (
      <>
        <ReceiptList value={props.value} type={type} own={own} onChange={props.onChange} pickerHost={host} />
        {picker}
      </>
    );
  }
  const given = recordOfValue(props.value);
  const record = mode === 3 ? { type: initialTypeOf(type), ...given } : given;
  return (
    <>
      <ReceiptForm
        key={`${mode} ${JSON.stringify(given)}`}
        record={record}
        own={own}
        isNew={mode === 3}
        pickerHost={host}
        onConfirm={(r) => props.onConfirm?.({ record: r })}
        onCancel={() => {
          props.onCancel?.();
          if (mode === 3) goBack(props.onNavigate, props.backPath);
        }}
      />
      {picker}
    </>
  );
}
