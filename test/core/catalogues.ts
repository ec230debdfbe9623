/**
 * The whole catalogues, for the tests that look at every string: the base of each locale (zh-CN.ts,
 * en-US.ts) with the parts of every area (zh-CN.<area>.ts, en-US.<area>.ts), read from the files
 * themselves, so that a part no code registers is checked all the same.
 */
import { zhCN as zhBase } from '../../src/core/i18n/zh-CN';
import { enUS as enBase } from '../../src/core/i18n/en-US';
import type { Catalogue } from '../../src/core/i18n';

type Module = Record<string, object>;
const partsOf = (files: Record<string, Module>, locale: string) =>
  Object.fromEntries(Object.entries(files).map(([path, m]) => [path.slice(path.indexOf(`${locale}.`) + locale.length + 1, -3), Object.values(m)[0]!]));

/** The parts of each locale by area name ('approval-bar', 'pickers'...): the base's own parts included. */
export const zhParts = partsOf(import.meta.glob<Module>('/src/core/i18n/zh-CN.*.ts', { eager: true }), 'zh-CN');
export const enParts = partsOf(import.meta.glob<Module>('/src/core/i18n/en-US.*.ts', { eager: true }), 'en-US');

export const zhCN = Object.assign({}, zhBase, ...Object.values(zhParts)) as Catalogue;
export const enUS = Object.assign({}, enBase, ...Object.values(enParts)) as Catalogue;
