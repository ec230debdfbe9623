/**
 * The saved plans of the export-plan drawer (left pane): 新增方案, the plans with their star, edit and
 * delete icons (delete refused for system plans and the plan chosen), a plan in edit as a name box with
 * 保存 / 取消, and the list's states (loading, an error with 重试, 暂无数据).
 */
import '../../core/i18n/areas/export';
import type * as React from 'react';
import { Badge, Button, Input, mergeClasses, Tooltip } from '@fluentui/react-components';
import { userMessage } from '../../core/http';
import { useT } from '../../core/i18n';
import { BusyButton } from '../../kit/form';
import { DeleteIcon } from '../../kit/icons/DeleteIcon';
import { EditIcon } from '../../kit/icons/EditIcon';
import { StarIcon } from '../../kit/icons/StarIcon';
import { ListStates } from '../../kit/table/ListStates';
import type { ExportPlan } from './export-plan.logic';
import { useExportPlanStyles } from './ExportPlan.styles';
import type { usePlans } from './usePlans';

type Plans = ReturnType<typeof usePlans>;

function PlanEditor({ plans }: { plans: Plans }) {
  const t = useT();
  const styles = useExportPlanStyles();
  return (
    <div className={styles.editor} data-plan-editor="">
      <Input
        size="small"
        autoFocus
        value={plans.draft?.name ?? ''}
        placeholder={t('exportDrawer.planNamePlaceholder')}
        aria-label={t('exportDrawer.planName')}
        data-field="plan-name"
        onChange={(_, d) => plans.rename(d.value)}
        onKeyDown={(e) => e.key === 'Enter' && void plans.save()}
      />
      <div className={styles.editorButtons}>
        <Button size="small" onClick={plans.cancelEdit} data-action="cancel-plan">{t('exportDrawer.cancel')}</Button>
        <BusyButton size="small" appearance="primary" busy={plans.busy} onClick={() => void plans.save()} data-action="save-plan">
          {t('exportDrawer.save')}
        </BusyButton>
      </div>
    </div>
  );
}

function IconAction({ label, icon, action, ...props }: { label: string; icon: React.ReactElement; action: string; disabled?: boolean; pressed?: boolean; className?: string; onClick(): void }) {
  return (
    <Tooltip content={label} relationship="label" withArrow>
      <Button
        size="small"
        appearance="transparent"
        icon={icon}
        data-action={action}
        aria-pressed={props.pressed}
        disabled={props.disabled}
        className={props.className}
        onClick={props.onClick}
      />
    </Tooltip>
  );
}

function PlanRow({ plan, plans }: { plan: ExportPlan; plans: Plans }) {
  const t = useT();
  const styles = useExportPlanStyles();
  if (plans.draft?.id === plan.id) return <li data-row-id={plan.id}><PlanEditor plans={plans} /></li>;
  const selected = plan.id === plans.selectedId;
  const starred = plan.is_star === 1;
  return (
    <li className={mergeClasses(styles.plan, selected && styles.planSelected)} data-row-id={plan.id} data-selected={selected || undefined}>
      <Button appearance="transparent" size="small" className={styles.planName} aria-pressed={selected} onClick={() => plans.select(plan)} data-action="select-plan">
        {plan.name}
      </Button>
      {plan.is_sys === 1 && <Badge size="small" appearance="tint" color="informative">{t('exportDrawer.system')}</Badge>}
      <IconAction
        label={t(starred ? 'exportDrawer.starred' : 'exportDrawer.star')}
        icon={<StarIcon filled={starred} />}
        action="star"
        pressed={starred}
        className={starred ? styles.star : undefined}
        disabled={plans.busy}
        onClick={() => !starred && void plans.star(plan)}
      />
      <IconAction label={t('exportDrawer.edit')} icon={<EditIcon />} action="edit-plan" onClick={() => plans.edit(plan)} />
      <IconAction label={t('exportDrawer.delete')} icon={<DeleteIcon />} action="delete-plan" disabled={!plans.canDelete(plan) || plans.busy} onClick={() => void plans.remove(plan)} />
    </li>
  );
}

export function PlanList({ plans }: { plans: Plans }) {
  const t = useT();
  const styles = useExportPlanStyles();
  const adding = plans.draft?.id === 0;
  return (
    <section className={styles.pane} aria-label={t('exportDrawer.plans')} data-export-plans="">
      <div className={styles.paneHeader}>
        <span>{t('exportDrawer.plans')}</span>
        <Button size="small" appearance="transparent" disabled={adding || plans.loading || !!plans.error} onClick={plans.add} data-action="add-plan">
          {t('exportDrawer.addPlan')}
        </Button>
      </div>
      {adding && <PlanEditor plans={plans} />}
      <ListStates loading={plans.loading} error={plans.error && userMessage(plans.error, t)} onRetry={plans.reload} empty={!plans.plans.length && !adding} />
      <ul className={styles.list}>
        {plans.plans.map((plan) => <PlanRow key={plan.id} plan={plan} plans={plans} />)}
      </ul>
    </section>
  );
}
