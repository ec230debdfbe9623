/**
 * The chosen fields (right pane), in the order they will be exported: the kit's chosen list (drag or
 * ArrowUp / ArrowDown on the handle; × removes a field, except the non-removable ones).
 */
import '../../core/i18n/areas/export';
import { useT } from '../../core/i18n';
import { ChosenOrder } from '../../kit/chooser/ChosenOrder';
import { fieldKey, type ChosenField } from './export-plan.logic';

export interface ChosenFieldsProps {
  chosen: ChosenField[];
  onMove(from: number, to: number): void;
  onRemove(field: ChosenField): void;
}

export function ChosenFields({ chosen, onMove, onRemove }: ChosenFieldsProps) {
  const t = useT();
  const items = chosen.map((f) => ({ key: fieldKey(f), name: f.name, removable: f.removable }));
  const remove = (key: string) => {
    const field = chosen.find((f) => fieldKey(f) === key);
    if (field) onRemove(field);
  };
  return <ChosenOrder title={t('exportDrawer.chosen')} items={items} onMove={onMove} onRemove={remove} data={{ 'data-export-chosen': '' }} />;
}
