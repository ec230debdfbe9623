/** A list cell: a record's enable switch that saves at once (kit/table/cells.tsx: loaded beside the list's first call). */
import { useT } from '../../../core/i18n';
import { Switch } from '../../lazy-parts/fluent-switch';
import type { EnableSwitchProps } from '../cells';

export function EnableSwitchCell({ on, name, disabled, onToggle }: EnableSwitchProps) {
  const t = useT();
  return <Switch checked={on} disabled={disabled} aria-label={t('common.enableName', { name })} onChange={(_, d) => onToggle(d.checked)} data-action="enable" />;
}
