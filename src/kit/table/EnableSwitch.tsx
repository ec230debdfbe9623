/** A list cell: a record's enable switch that saves at once (see DefaultName.tsx for why a module each). */
import { useT } from '../../core/i18n';
import { Switch } from '../lazy-parts/Switch';

export interface EnableSwitchProps {
  on: boolean;
  /** the record's name: the switch is labelled 启用 {name} */
  name: string;
  disabled?: boolean;
  onToggle(on: boolean): void;
}

/** A record's enable switch (data-action="enable"); its column's `parts` are EnableSwitch.parts. */
export const EnableSwitch = Object.assign(
  function EnableSwitch({ on, name, disabled, onToggle }: EnableSwitchProps) {
    const t = useT();
    return <Switch checked={on} disabled={disabled} aria-label={t('common.enableName', { name })} onChange={(_, d) => onToggle(d.checked)} data-action="enable" />;
  },
  { parts: [Switch] },
);
