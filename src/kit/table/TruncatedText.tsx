import * as React from 'react';
import { Tooltip } from '@fluentui/react-components';
import { useSelectionTableStyles } from './SelectionTable.styles';

/** Text cut with an ellipsis; the whole text in a tooltip, only when it does not fit. */
export function TruncatedText({ text }: { text: string }) {
  const styles = useSelectionTableStyles();
  const [overflowing, setOverflowing] = React.useState(false);
  const span = (
    <span
      className={styles.text}
      onPointerEnter={(e) => setOverflowing(e.currentTarget.scrollWidth > e.currentTarget.clientWidth)}
    >
      {text}
    </span>
  );
  if (!overflowing) return span;
  return (
    <Tooltip content={text} relationship="description" positioning="above-start" withArrow>
      {span}
    </Tooltip>
  );
}
