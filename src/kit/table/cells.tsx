/**
 * Cells that lists of records share: a name with the 默认 tag of a module's default record (a class, a
 * numbering rule), and an enable switch that saves at once.
 */
import { Badge, makeStyles, Switch } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { TruncatedText } from './TruncatedText';

const useStyles = makeStyles({ name: { display: 'flex', alignItems: 'center', columnGap: '6px', minWidth: 0 } });

/** The name, with a 默认 tag when the record is the default. */
export function DefaultName({ name, isDefault }: { name?: string; isDefault: boolean }) {
  const styles = useStyles();
  const t = useT();
  return (
    <span className={styles.name}>
      <TruncatedText text={name || t('common.emptyCell')} />
      {isDefault && (
        <Badge appearance="tint" color="brand" size="small" data-default-tag="">
          {t('common.defaultTag')}
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
