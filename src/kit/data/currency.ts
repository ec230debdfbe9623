/** The currencies (spec 2 §3 Currency option, §7 Finance; spec 3 §7 Bank receipts and bills): one list the
 * finance pickers' and entries' currency selects read, asked whole. */
import { source } from './source';

export interface Currency {
  id: number;
  name: string;
}

/** POST /cost/public/currency/popup {is_all: 1}: every currency, data a list of {id, name}. */
export const currencies = source<Currency>({ method: 'POST', url: '/cost/public/currency/popup', shape: 'array', fixed: { is_all: 1 } });
