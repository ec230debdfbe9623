/**
 * The invoice edit form's state (spec 3 §2.4 edit mode, §4 Invoice screen, §5 Invoice form): the kinds and
 * the chosen kind's fields (a change of kind reloads them and keeps the values whose field_name is still
 * there), the form's values, the detail rows, the live tax and totals in fen, the itinerary's tax
 * recalculation, the company and handler pickers, the handler's defaults (today, the current user), and
 * the save (PUT /ocr/edit_item). A failed call shows the server's msg, keeps the input and sends bo-error;
 * 取消 with edits asks first.
 */
import '../../../core/i18n/areas/finance-invoice-form';
import * as React from 'react';
import { useWatch } from 'react-hook-form';
import { useAction, userMessage } from '../../../core/http';
import { useT } from '../../../core/i18n';
import { useMessage } from '../../../core/feedback/FeedbackProvider';
import { useElement } from '../../../core/runtime';
import { useLoginInfo } from '../../../core/user';
import { send } from '../../../kit/data/endpoint';
import { useBoForm, useEditableRows, useUnsavedGuard } from '../../../kit/form';
import { useRemote } from '../../../kit/list/useRemote';
import type { Commodity, InvoiceFormField, InvoiceFormProps, InvoiceItem } from '../types';
import { editInvoice, invoiceFormFields, invoiceKinds, invoiceTax, type InvoiceKind } from './api';
import {
  blankCommodity, commodityRows, DETAILS_REQUIRED_KIND, dynValues, invoicePayload, ITINERARY_KIND, readDefinitions, recalculated,
  summarise, valuesOf, type InvoiceValues,
} from './invoice.logic';
import { pickCompany, pickHandler } from './pick';
import { handlerOf } from '../handler';
import { today as todayText } from '../today';

const SUMMED = new Set(['not_amount', 'total_amount', 'tax_rate', 'tax']);
type ComputedField = 'tax' | 'amount_in_figuers' | 'total_amount1';
const HANDLER_FIELDS = ['handled_staff_id', 'handled_by', 'handled_staff_num', 'handled_mobile'] as const;

export function useInvoiceForm({ invoice, onSaved, onCancel }: InvoiceFormProps, pickerHost: React.RefObject<HTMLElement | null>) {
  const t = useT();
  const message = useMessage();
  const save = useAction();
  const recalc = useAction();
  const { apiBase } = useElement();
  const user = useLoginInfo();
  const [today] = React.useState(todayText);
  // the invoice edited: a new one only when its content changes (a page may hand the same one anew on every render)
  const [held, setHeld] = React.useState(invoice);
  if (held !== invoice && JSON.stringify(held) !== JSON.stringify(invoice)) setHeld(invoice);
  const initial = React.useMemo(() => valuesOf(held, today), [held, today]);
  const form = useBoForm<InvoiceValues>(initial);
  const tables = React.useMemo(() => held.tables ?? [], [held]);
  const initialRows = React.useMemo(() => commodityRows(held, tables), [held, tables]);
  const rows = useEditableRows<Commodity>(initialRows, {
    create: () => blankCommodity(tables),
    validate: (row) => (String(row.CommodityName ?? '').trim() ? null : t('invoice.inputField', { title: t('invoiceForm.commodity.CommodityName') })),
  });

  // the kind's fields in: for a new invoice its values, after a change of kind the values kept (written
  // when the answer comes, not while rendering)
  const [filled, setFilled] = React.useState<{ invoice: InvoiceItem; kind: string } | null>(null);
  const fill = (list: InvoiceFormField[], forKind: string) => {
    if (filled?.invoice !== held) {
      form.reset({ ...initial, ...handlerDefaults(form.getValues(), initial), dyn: dynValues(list, held.fields) });
      if (filled) rows.reset(initialRows);
    } else {
      form.setValue('dyn', dynValues(list, held.fields, form.getValues('dyn')), { shouldDirty: true });
    }
    setFilled({ invoice: held, kind: forKind });
  };
  const kind = useWatch({ control: form.control, name: 'type' });
  const kinds = useRemote<InvoiceKind[]>((api, signal) => send(api, invoiceKinds, {}, undefined, signal), true, 'kinds');
  const defs = useRemote(
    (api, signal) =>
      send(api, invoiceFormFields, { type: kind }, undefined, signal)
        .then(readDefinitions)
        .then((list) => {
          if (!signal.aborted) fill(list, kind);
          return list;
        }),
    !!kind,
    JSON.stringify([kind, held]),
  );
  // no kind (the select cleared): no fields until one is chosen (确定 asks for it)
  const fields = !kind ? [] : filled?.kind === kind && filled.invoice === held && !defs.loading ? (defs.value ?? []) : null;

  // the current user as handler when the invoice names none (not an edit: the form stays clean)
  React.useEffect(() => {
    if (!user || form.getValues('handled_staff_id') || form.getValues('handled_by')) return;
    const me = handlerOf(user.staff);
    for (const name of HANDLER_FIELDS) form.resetField(name, { defaultValue: me[name] });
  }, [user, form, filled]);

  // the tax and the totals follow the amounts and the rate (set once per change: their own changes do not come back here)
  React.useEffect(() => {
    let applying = false;
    const sub = form.watch((_, { name }) => {
      if (applying || !name || !SUMMED.has(name)) return;
      const s = summarise(form.getValues());
      const next: [ComputedField, string][] = [['amount_in_figuers', s.amount_in_figuers], ['total_amount1', s.total_amount1]];
      if (s.tax !== null) next.unshift(['tax', s.tax]);
      applying = true;
      for (const [field, value] of next) if (form.getValues(field) !== value) form.setValue(field, value, { shouldValidate: form.formState.isSubmitted });
      applying = false;
    });
    return () => sub.unsubscribe();
  }, [form]);

  const failed = kinds.error ?? (fields === null ? defs.error : null);

  const payloadOf = (values: InvoiceValues) => invoicePayload({ invoice: held, values, fields: fields ?? [], tables, commodity: rows.current });

  // an itinerary's type changed by the user: POST /ocr/invoice/tax, its tax and amounts taken
  const recalculateTax = React.useEffectEvent(async () => {
    const result = await recalc.run((api) => send<object, InvoiceItem, Partial<InvoiceItem>>(api, invoiceTax, {}, payloadOf(form.getValues())));
    if (!result.ok || !result.value || typeof result.value !== 'object') return;
    for (const [name, value] of Object.entries(recalculated(result.value)) as [keyof InvoiceValues, string][]) {
      form.setValue(name, value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    }
  });

  React.useEffect(() => {
    const sub = form.watch((_, { name, type }) => {
      if (name !== 'jishuan_type' || type !== 'change') return;
      void recalculateTax();
    });
    return () => sub.unsubscribe();
  }, [form]);

  // the detail lines as last saved (the invoice's, until a save)
  const [savedRows, setSavedRows] = React.useState<{ invoice: InvoiceItem; json: string } | null>(null);
  const rowsJson = savedRows?.invoice === held ? savedRows.json : JSON.stringify(initialRows);
  const dirty = form.formState.isDirty || JSON.stringify(rows.current) !== rowsJson || rows.editing.length > 0;
  const guard = useUnsavedGuard(dirty);

  // transaction details: required for vat_invoice; a row still in edit blocks 确定
  const detailsProblem = () => (kind === DETAILS_REQUIRED_KIND && rows.current.length === 0 ? t('invoiceForm.detailsRequired') : null);
  // shown once 确定 was pressed (with the fields' messages), gone as soon as a line is there
  const [detailsChecked, setDetailsChecked] = React.useState(false);
  const detailsError = detailsChecked ? detailsProblem() : null;
  const checkDetails = () => setDetailsChecked(true);

  const submit = async (values: InvoiceValues) => {
    const problem = detailsProblem();
    if (problem) return message.warning(problem);
    if (rows.editing.length) return message.warning(t('invoiceForm.rowsEditing'));
    // the kind's fields are part of the invoice: not saved without them
    if (fields === null) return message.warning(failed ? userMessage(failed, t) : t('invoiceForm.loadingFields'));
    const payload = payloadOf(values);
    const result = await save.run((api) => send<object, InvoiceItem, unknown>(api, editInvoice, {}, payload));
    if (!result.ok) return; // the server's msg is shown, bo-error sent, everything typed stays
    const saved = result.value && typeof result.value === 'object' && !Array.isArray(result.value) ? (result.value as InvoiceItem) : payload;
    form.reset(values);
    setSavedRows({ invoice: held, json: JSON.stringify(payload.commodity) });
    onSaved(saved);
  };

  const cancel = async () => {
    if (await guard.confirmDiscard()) onCancel();
  };

  const pickContext = () => ({ container: pickerHost.current!, apiBase, lang: t.locale });
  const chooseCompany = async () => {
    const chosen = await pickCompany(pickContext(), form.getValues('department_id'));
    if (!chosen) return;
    form.setValue('department_id', chosen.department_id, { shouldDirty: true });
    form.setValue('department_name', chosen.department_name, { shouldDirty: true });
  };
  const chooseHandler = async () => {
    const chosen = await pickHandler(pickContext(), form.getValues('handled_staff_id'));
    if (!chosen) return;
    // handlerOf writes every field (an id or null, texts)
    for (const name of HANDLER_FIELDS) form.setValue(name, chosen[name] as InvoiceValues[typeof name], { shouldDirty: true });
  };

  const reload = () => [kinds, defs].filter((r) => r.error).forEach((r) => r.reload());

  return {
    t, form, kind, rows, tables, kinds: kinds.value ?? [], fields, ready: !!filled, failed, reload,
    itinerary: kind === ITINERARY_KIND, detailsError, checkDetails,
    submit, cancel, chooseCompany, chooseHandler, saving: save.busy, recalculating: recalc.busy,
  };
}

/** The handler fields already set from the login info before the kind's fields came in (kept by the reset). */
function handlerDefaults(current: InvoiceValues, initial: InvoiceValues): Partial<InvoiceValues> {
  return initial.handled_staff_id || initial.handled_by ? {} : Object.fromEntries(HANDLER_FIELDS.map((n) => [n, current[n]]));
}
