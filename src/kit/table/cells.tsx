/**
 * Cells that lists of records share: a name with the 默认 tag of a module's default record (a class, a
 * numbering rule), an enable switch that saves at once, and a row action that may be refused with its reason.
 */
import { Badge, Button, makeStyles, Switch, Tooltip } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { TruncatedText } from './TruncatedText';

const useStyles = makeStyles({ name: { display: 'flex', alignItems: 'center', columnGap: '6px', minWidth: 0 } });

/** The name, with a 默认 tag when the record is the default (`tag`: another word for it, as 当前 for the current approval flow). */
export function DefaultName({ name, isDefault, tag }: { name?: string; isDefault: boolean; tag?: string }) {
  const styles = useStyles();
  const t = useT();
  return (
    <span className={styles.name}>
      <TruncatedText text={name || t('common.emptyCell')} />
      {isDefault && (
        <Badge appearance="tint" color="brand" size="small" data-default-tag="">
          {tag ?? t('common.defaultTag')}
        </Badge>
      )}
    </span>
  );
}

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

export interface RowActionProps {
  /** data-action */
  action: string;
  label: string;
  onClick(): void;
  disabled?: boolean;
  /** why the action is not offered for this row: the button stays visible, disabled, described by it */
  refused?: string;
}

/** A row's action button; a refused one stays in its place, disabled (still focusable) with its reason. */
export function RowAction({ action, label, onClick, disabled, refused }: RowActionProps) {
  if (refused) {
    return (
      <Tooltip content={refused} relationship="description">
        <Button size="small" appearance="transparent" disabledFocusable data-action={action}>{label}</Button>
      </Tooltip>
    );
  }
  return <Button size="small" appearance="transparent" disabled={disabled} onClick={onClick} data-action={action}>{label}</Button>;
}
