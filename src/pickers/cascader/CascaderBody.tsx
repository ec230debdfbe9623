/**
 * The cascader picker's body (spec 2 §2 Cascader picker, §5): the chosen records on the left (each with a
 * × that unticks it), the page's tree on the right (radio: one node; checkbox: a parent ticks or unticks
 * its descendants). Without data: 没有传递数据. Names render as text.
 */
import '../../core/i18n/areas/pickers-tree';
import { Button } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { DismissIcon } from '../../kit/icons/DismissIcon';
import type { PickerBodyProps } from '../../kit/picker/types';
import { ListStates } from '../../kit/table/ListStates';
import { TreeView } from '../../kit/tree-sidebar';
import type { CascaderNode } from './cascader.logic';
import { useCascaderBodyStyles } from './CascaderBody.styles';
import { useCascaderBody } from './useCascaderBody';

export function CascaderBody(props: PickerBodyProps<CascaderNode>) {
  const t = useT();
  const styles = useCascaderBodyStyles();
  const c = useCascaderBody(props);
  const { rows, loading, getId, rowLabel, selection, height } = props;
  return (
    <div className={styles.root} style={{ height }}>
      <div className={`${styles.panel} ${styles.chosen}`} data-bo-cascader-chosen="">
        <div className={styles.heading}>{t('cascaderPicker.chosen')}</div>
        {/* a list holds list items only: the heading sits outside it, and an empty list is left out */}
        {c.chosen.length > 0 && (
          <div role="list" aria-label={t('cascaderPicker.chosen')}>
            {c.chosen.map((row) => (
              <div key={String(getId(row))} className={styles.item} role="listitem" data-id={String(getId(row))}>
                <span className={styles.name} title={rowLabel(row)}>
                  {rowLabel(row)}
                </span>
                <Button size="small" appearance="subtle" icon={<DismissIcon />} aria-label={t('picker.removeChosen', { name: rowLabel(row) })} onClick={() => c.remove(row)} />
              </div>
            ))}
          </div>
        )}
      </div>
      <div className={`${styles.panel} ${styles.tree}`} data-bo-check-tree="" part="list">
        {rows.length ? (
          <TreeView
            nodes={c.nodes}
            mode={c.cascade ? 'multiple' : 'single'}
            cascade={c.cascade}
            value={c.value}
            onChange={selection.mode === 'none' ? () => {} : c.onTreeChange}
            isDisabled={selection.isDisabled}
            defaultExpandTop
            aria-label={props['aria-label']}
          />
        ) : loading ? (
          <ListStates loading empty />
        ) : (
          <div role="status" data-no-data="">
            {t('picker.noDataPassed')}
          </div>
        )}
      </div>
    </div>
  );
}
