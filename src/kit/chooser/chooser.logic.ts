/**
 * Choosing and ordering fields (the export plan's fields, a table's columns): the fields offered, the
 * chosen list in its order, ticking one, select-all over a set (every field, or one group), the fixed
 * fields that are always chosen and cannot be left out, and moves of the chosen list. A field is known
 * by its key. No React: unit-tested through its users (test/management/export-plan-logic.test.ts,
 * test/files/column-chooser-logic.test.ts).
 */
import { moveRow } from '../form/editable-rows.logic';

/** What the rules need of a field: whether the user may leave it out. */
export interface Choosable {
  removable: boolean;
}

export function chooser<T extends Choosable>(keyOf: (field: T) => string) {
  const keys = (list: readonly T[]) => new Set(list.map(keyOf));

  /** The chosen list with every fixed field of `all` in it (those missing go first, in the offered order). */
  const withFixed = (chosen: readonly T[], all: readonly T[]): T[] => {
    const have = keys(chosen);
    return [...all.filter((f) => !f.removable && !have.has(keyOf(f))), ...chosen];
  };

  return {
    withFixed,
    /** The chosen list at first: the fields named by key (each once, offered ones only), and the fixed ones. */
    initial(all: readonly T[], named: readonly string[] = []): T[] {
      const byKey = new Map(all.map((f) => [keyOf(f), f]));
      return withFixed([...new Set(named)].flatMap((k) => byKey.get(k) ?? []), all);
    },
    /** Ticks a field (it goes to the end of the chosen list) or unticks it (a fixed one stays). */
    toggle(chosen: readonly T[], field: T, on: boolean): T[] {
      const key = keyOf(field);
      const present = chosen.some((f) => keyOf(f) === key);
      if (on) return present ? chosen.slice() : [...chosen, field];
      return field.removable ? chosen.filter((f) => keyOf(f) !== key) : chosen.slice();
    },
    /** Select all of `set`: its fields not chosen yet go to the end, in the offered order; off: its
     * removable fields leave the list (its fixed ones stay). */
    selectAll(chosen: readonly T[], set: readonly T[], on: boolean): T[] {
      const have = keys(chosen);
      if (on) return [...chosen, ...set.filter((f) => !have.has(keyOf(f)))];
      const leaving = keys(set.filter((f) => f.removable));
      return chosen.filter((f) => !leaving.has(keyOf(f)));
    },
    /** Whether the select-all of `set` is ticked (all chosen), half ticked ('mixed') or not (only its fixed ones). */
    allState(chosen: readonly T[], set: readonly T[]): boolean | 'mixed' {
      const have = keys(chosen);
      const n = set.filter((f) => have.has(keyOf(f))).length;
      return set.length > 0 && n === set.length ? true : n > set.filter((f) => !f.removable).length ? 'mixed' : false;
    },
    /** Moves a chosen field (a drag or the keyboard). */
    move: (chosen: readonly T[], from: number, to: number): T[] => moveRow(chosen, from, to),
    isChosen: (chosen: readonly T[], field: T) => chosen.some((f) => keyOf(f) === keyOf(field)),
  };
}
