/**
 * A list cell: a record's name with the 默认 tag of a module's default record (a class, a numbering rule).
 * The cells of lists are a module each, so a page carries only the Fluent parts of the cells it shows.
 */
import { makeStyles } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { Badge } from '../lazy-parts/Badge';
import { TruncatedText } from './TruncatedText';

const useStyles = makeStyles({ name: { display: 'flex', alignItems: 'center', columnGap: '6px', minWidth: 0 } });

/** The name, with a 默认 tag when the record is the default (`tag`: another word for it, as 当前 for the
 * current approval flow); its column's `parts` are DefaultName.parts (the tag is a lazy part). */
export const DefaultName = Object.assign(DefaultNameCell, { parts: [Badge] });

function DefaultNameCell({ name, isDefault, tag }: { name?: string; isDefault: boolean; tag?: string }) {
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
