/** The tooltip of a cut cell text (useOverflowTip), in a chunk of its own: Fluent's Tooltip and positioning. */
import { Tooltip } from '@fluentui/react-components';

export interface OverflowTooltipProps {
  target: HTMLElement;
  text: string;
  anchorClass: string;
}

export default function OverflowTooltip({ target, text, anchorClass }: OverflowTooltipProps) {
  return (
    <Tooltip content={text} relationship="description" visible withArrow positioning={{ target, position: 'above', align: 'start' }}>
      <span className={anchorClass} />
    </Tooltip>
  );
}
