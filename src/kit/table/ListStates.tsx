/** The states of a list body (table or card grid): loading, an error with 重试, and 暂无数据. */
import { Button, makeStyles, mergeClasses, Spinner, tokens } from '@fluentui/react-components';
import { useT } from '../../core/i18n';

const useStyles = makeStyles({
  state: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    rowGap: '8px',
    padding: '32px',
    color: tokens.colorNeutralForeground3,
  },
  error: { color: tokens.colorPaletteRedForeground1 },
});

export interface ListStatesProps {
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  empty: boolean;
  /** why the list is not asked for yet (请先选择部门) */
  notice?: string;
}

export function ListStates({ loading, error, onRetry, empty, notice }: ListStatesProps) {
  const t = useT();
  const styles = useStyles();
  if (notice) return <div className={styles.state} role="status" data-notice="">{notice}</div>;
  if (error) {
    return (
      <div className={mergeClasses(styles.state, styles.error)} role="alert">
        <span>{error}</span>
        {onRetry && <Button size="small" onClick={onRetry}>{t('common.retry')}</Button>}
      </div>
    );
  }
  if (!empty) return null;
  return loading ? (
    <div className={styles.state}>
      <Spinner size="small" label={t('common.loading')} />
    </div>
  ) : (
    // said by screen readers when a search finds nothing
    <div className={styles.state} role="status">{t('common.empty')}</div>
  );
}
