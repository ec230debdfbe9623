/** What the choice fields (RadioField, CheckboxGroupField) share. */
import type { Option } from './fields';
import type { BaseFieldProps } from './useFormField';

export interface ChoiceFieldProps extends BaseFieldProps {
  options: Option[];
  /** side by side (default) or one per line */
  layout?: 'horizontal' | 'vertical';
}

/** Focus on submit goes to the group's first enabled choice. */
export const firstChoice = (setFocus: (el: { focus(): void } | null) => void) => (group: HTMLElement | null) =>
  setFocus(group && { focus: () => group.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus() });
