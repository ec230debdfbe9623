/**
 * bo-export-plan (spec 1 §2 "Export-plan drawer", §3, §4, §5, §7, §9): a drawer from the right (80 %,
 * titled by the page) with the saved plans on the left (only with a field model), select-all and the
 * check boxes of the basic and customer fields in the middle, and the chosen fields on the right, in the
 * order they will be exported. 确定 answers the chosen fields in order; 取消, × and Esc cancel.
 */
import '../../core/i18n/areas/export';
import { Checkbox } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { PickerDrawer } from '../../kit/drawer/PickerDrawer';
import type { FieldModel } from './api';
import { ChosenFields } from './ChosenFields';
import type { ExportFields } from './export-plan.logic';
import { useExportPlanStyles } from './ExportPlan.styles';
import { PlanList } from './PlanList';
import { useExportPlan, type ExportConfirmDetail } from './useExportPlan';

export interface ExportPlanProps {
  open?: boolean;
  title?: string;
  fields?: ExportFields;
  fieldModel?: FieldModel | null;
  selected?: string[];
  onConfirm?(detail: ExportConfirmDetail): void;
  onCancel?(): void;
}

const NO_FIELDS: ExportFields = {};
const NONE: string[] = [];

export function ExportPlan({ open = false, title, fields = NO_FIELDS, fieldModel = null, selected = NONE, onConfirm, onCancel }: ExportPlanProps) {
  const t = useT();
  const styles = useExportPlanStyles();
  const state = useExportPlan({ open, fields, fieldModel, selected, onConfirm, onCancel });
  const withPlans = !!fieldModel;
  return (
    <PickerDrawer open={open} title={title || t('exportDrawer.title')} showConfirm busy={state.plans.busy} onConfirm={state.confirm} onCancel={state.cancel}>
      <div className={withPlans ? styles.layout : `${styles.layout} ${styles.noPlans}`} data-bo-export-plan="">
        {withPlans && <PlanList plans={state.plans} />}
        <section className={styles.pane} aria-label={t('exportDrawer.selectAll')} data-export-fields="">
          <Checkbox
            checked={state.allChecked}
            label={t('exportDrawer.selectAll')}
            disabled={!state.all.length}
            onChange={(_, d) => state.toggleAll(d.checked === true)}
            data-action="select-all"
          />
          {state.groups.map(({ group, fields: list }) => (
            <div key={group} className={styles.group} role="group" aria-label={t(`exportDrawer.${group}`)} data-group={group}>
              <span className={styles.groupTitle}>{t(`exportDrawer.${group}`)}</span>
              <div className={styles.fields}>
                {list.map((f) => (
                  <Checkbox
                    key={f.field}
                    label={f.name}
                    checked={state.isChosen(f)}
                    disabled={!f.removable}
                    onChange={(_, d) => state.toggle(f, d.checked === true)}
                    data-field-key={`${group}:${f.field}`}
                  />
                ))}
              </div>
            </div>
          ))}
        </section>
        <ChosenFields chosen={state.chosen} onMove={state.move} onRemove={state.remove} />
      </div>
    </PickerDrawer>
  );
}
