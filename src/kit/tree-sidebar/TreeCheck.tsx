/** The check box of a row of a tree that ticks (multiple mode): Fluent's Checkbox, shown, not focusable
 * (the row is the tree item). A chunk of its own: a tree of one choice never fetches it. */
import { Checkbox } from '@fluentui/react-components';
import { useTreeViewStyles } from './TreeView.styles';

export interface TreeCheckProps {
  checked: boolean | 'mixed';
  disabled?: boolean;
}

export function TreeCheck({ checked, disabled }: TreeCheckProps) {
  const styles = useTreeViewStyles();
  return (
    <Checkbox
      className={styles.check}
      indicator={{ className: styles.checkIndicator }}
      input={{ tabIndex: -1, 'aria-hidden': true }}
      checked={checked}
      disabled={disabled}
    />
  );
}
