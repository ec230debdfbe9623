/** A list cell: a record's name with the 默认 tag of a module's default record (kit/table/cells.tsx: loaded beside the list's first call). */
import { makeStyles } from '@fluentui/react-components';
import { useT } from '../../../core/i18n';
import { Badge } from '../../lazy-parts/fluent-badge';
import { TruncatedText } from '../TruncatedText';
import type { DefaultNameProps } from '../cells';

const useStyles = makeStyles({ name: { display: 'flex', alignItems: 'center', columnGap: '6px', minWidth: 0 } });

export function DefaultNameCell({ name, isDefault, tag }: DefaultNameProps) {
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
