/** The tree bodies of pickers (department tree table, org check tree), their code loaded apart (`lazyBody`). */
import { lazyBody } from '../picker/lazyBody';

export const TreeTable = lazyBody(() => import('./TreeTable').then((m) => m.TreeTable));
export const CheckTree = lazyBody(() => import('./CheckTree').then((m) => m.CheckTree));
