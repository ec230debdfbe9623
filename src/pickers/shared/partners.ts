/**
 * What the partner pickers share (spec 2 §3 Contact, Supplier, External organisation): the labels of
 * code fields (contact source 10–40, supplier source 1–3...), select options from those labels, and the
 * columns of an organisation's identity that suppliers and external organisations both show (unified
 * social credit code, core enterprise) and of a person's or organisation's mobile and email.
 */
import '../../core/i18n/areas/partners';
import type { Translate } from '../../core/i18n';
import type { Column } from '../../kit/table/columns';
import type { SelectOption } from '../../kit/types';

/** The label of a code; an unknown code shows itself, no code nothing (the cell shows --). */
export const codeLabel = (labels: Record<number, string>, code: number | null | undefined): string | undefined =>
  code === null || code === undefined ? undefined : (labels[code] ?? String(code));

/** The options of a select of codes, in the order of the labels. */
export const codeOptions = (labels: Record<number, string>): SelectOption[] =>
  Object.entries(labels).map(([value, label]) => ({ value: Number(value), label }));

/** A record with a core enterprise (department_name / department_code). */
interface CoreEnterprise {
  department_name?: string | null;
  department_code?: string | null;
}

/** 核心企业: its name, with its code in brackets; -- without either. */
export const coreEnterprise = ({ department_name: name, department_code: code }: CoreEnterprise, t: Translate): string | undefined =>
  name && code ? t('common.nameWithDetail', { name, detail: code }) : name || code || undefined;

export const creditCodeColumn = <Row,>(t: Translate): Column<Row> => ({ key: 'supplier_code', title: t('partners.creditCode'), width: 190 });

export const coreEnterpriseColumn = <Row extends CoreEnterprise>(t: Translate): Column<Row> => ({
  key: 'department',
  title: t('partners.coreEnterprise'),
  width: 200,
  value: (row) => coreEnterprise(row, t),
});

export const mobileColumn = <Row,>(t: Translate): Column<Row> => ({ key: 'mobile', title: t('partners.mobile'), width: 120 });
export const emailColumn = <Row,>(t: Translate): Column<Row> => ({ key: 'email', title: t('partners.email'), width: 180 });
