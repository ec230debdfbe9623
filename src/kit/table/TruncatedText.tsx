/**
 * Text cut with an ellipsis. The table shows the whole text in a tooltip when the pointer is on a cut
 * one (useOverflowTip): one listener for the table, nothing per cell.
 */
export function TruncatedText({ text }: { text: string }) {
  return <span data-cell-text="">{text}</span>;
}
