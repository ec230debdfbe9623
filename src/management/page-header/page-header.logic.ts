/** The buttons of a page header (spec 1 §2): given by the page as JSON, each reported by its key. */

export interface HeaderButton {
  /** what bo-action reports */
  key: string;
  label: string;
  /** primary: the filled button (one per header at most, by convention) */
  appearance?: 'primary' | 'secondary';
  disabled?: boolean;
}

const APPEARANCES = ['primary', 'secondary'];

/** Why a `buttons` value is not a list of {key, label}, or undefined. */
export function checkButtons(value: unknown): string | undefined {
  if (!Array.isArray(value)) return 'expected a JSON array';
  const bad = value.findIndex((b: unknown) => {
    if (typeof b !== 'object' || b === null) return true;
    const { key, label, appearance } = b as HeaderButton;
    return typeof key !== 'string' || !key || typeof label !== 'string' || (appearance !== undefined && !APPEARANCES.includes(appearance));
  });
  return bad < 0 ? undefined : `item ${bad} is not { key: string, label: string, appearance?: "primary" | "secondary", disabled?: boolean }`;
}

/** Whether the page header shows its back link (src/core/navigate.ts, shared with the finance entries). */
export { canGoBack } from '../../core/navigate';
