/** A list cell: a record's enable switch that saves at once (see DefaultName.tsx for why a module each). */
import { Switch } from '@fluentui/react-components';
import { useT } from '../../core/i18n';

export interface EnableSwitchProps {
  on: boolean;
  /** the record's name: the switch is labelled 启用 {name} */
  name: string;
  disabled?: boolean;
  onToggle(on: boolean): void;
}

/** A record's enable switch (data-action="enable"). */
export function EnableSwitch({ on, name, disabled, onToggle }: EnableSwitchProps) {
  const t = useT();
  return <Switch checked={on} disabled={disabled} aria-label={t('common.enableName', { name })} onChange={(_, d) => onToggle(d.checked)} data-action="enable" />;
}
