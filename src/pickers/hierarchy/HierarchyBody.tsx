/**
 * The hierarchy picker's body (spec 2 §2 Multi-level hierarchy picker, §4): a tab per level named after
 * its chosen item (or 请选择), a group check box over the tab's items (checkbox mode), a row per item with
 * its check box and, when it has children, an arrow that opens them in the next tab. Names render as text.
 */
import '../../core/i18n/areas/pickers-tree';
import { Button, Checkbox, Tab, TabList } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { ChevronIcon } from '../../kit/icons/ChevronIcon';
import type { PickerBodyProps } from '../../kit/picker/types';
import { ListStates } from '../../kit/table/ListStates';
import { keyOf, type HierarchyNode } from './hierarchy.logic';
import { useHierarchyBodyStyles } from './HierarchyBody.styles';
import { useHierarchyBody } from './useHierarchyBody';

export function HierarchyBody(props: PickerBodyProps<HierarchyNode>) {
  const t = useT();
  const styles = useHierarchyBodyStyles();
  const h = useHierarchyBody(props);
  const group = h.group(h.items);
  return (
    <div className={styles.root} style={{ height: props.height }} data-bo-hierarchy="" part="list">
      <TabList selectedValue={h.active} onTabSelect={(_, d) => h.setActive(d.value as number)} size="small">
        {h.names.map((name, level) => (
          <Tab key={level} value={level}>
            {name ?? t('hierarchyPicker.pleaseSelect')}
          </Tab>
        ))}
      </TabList>
      {h.items.length === 0 ? (
        <ListStates loading={props.loading} empty />
      ) : (
        <>
          {h.checkbox && (
            <Checkbox
              className={styles.group}
              data-group=""
              label={t('hierarchyPicker.selectAll')}
              checked={group === 'checked' ? true : group === 'mixed' ? 'mixed' : false}
              onChange={() => h.toggleGroup(h.items)}
            />
          )}
          {/* a one-column table: a row carries its state (aria-selected) as the selection table's rows do;
              its cell holds the check box, the name and the arrow, each reached with Tab */}
          <div className={styles.items} role="table" aria-label={props['aria-label']} data-loaded="">
            {h.items.map((n) => (
              <Item key={keyOf(n)} node={n} h={h} level={h.active} styles={styles} drillLabel={t('hierarchyPicker.drill', { name: n.name })} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}

interface ItemProps {
  node: HierarchyNode;
  h: ReturnType<typeof useHierarchyBody>;
  level: number;
  styles: ReturnType<typeof useHierarchyBodyStyles>;
  drillLabel: string;
}

function Item({ node, h, level, styles, drillLabel }: ItemProps) {
  const checked = h.isChecked(node);
  const disabled = h.isDisabled(node);
  return (
    <div role="row" className={styles.item} data-row-id={keyOf(node)} aria-selected={checked} aria-disabled={disabled} onClick={() => h.toggleItem(node)}>
      <div role="cell" className={styles.cell}>
        <input
          type={h.checkbox ? 'checkbox' : 'radio'}
          checked={checked}
          disabled={disabled}
          aria-label={node.name}
          onClick={(e) => e.stopPropagation()}
          onChange={() => h.toggleItem(node)}
        />
        <span className={styles.name} title={node.name}>
          {node.name}
        </span>
        {node.children?.length ? (
          <Button
            size="small"
            appearance="subtle"
            icon={<ChevronIcon direction="right" />}
            aria-label={drillLabel}
            data-drill=""
            onClick={(e) => {
              e.stopPropagation();
              h.drill(level, node);
            }}
          />
        ) : null}
      </div>
    </div>
  );
}
