/**
 * bo-column-chooser (spec 3 §2.14): a drawer whose nav switches between multi-row and single-row table
 * headers. Left, the caller's field groups: each with its select-all (ticked, half ticked or not), an
 * optional minimum column width, and its fields (those the caller disabled cannot change). Right, the
 * chosen columns in their order, dragged by the handle (sortablejs, 300 ms) or moved with the arrow
 * keys: one list in single-row layout, a list per group in multi-row layout (a column stays under its
 * group's header). 取消 / 确定.
 */
import '../../core/i18n/areas/files-columns';
import { Checkbox, Input, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { ChosenOrder } from '../../kit/chooser/ChosenOrder';
import { useChooserStyles } from '../../kit/chooser/chooser.styles';
import { PickerDrawer } from '../../kit/drawer/PickerDrawer';
import { columnKey, type Column, type ColumnGroup, type ColumnLayout } from './column-chooser.logic';
import { useColumnChooser, type ColumnChooserState, type ColumnConfirmDetail } from './useColumnChooser';

export interface ColumnChooserProps {
  open?: boolean;
  groups?: ColumnGroup[];
  layout?: ColumnLayout;
  withWidth?: boolean;
  title?: string;
  onConfirm?(detail: ColumnConfirmDetail): void;
  onCancel?(): void;
}

const useStyles = makeStyles({
  layout: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 320px', columnGap: tokens.spacingHorizontalL, flex: 1, minHeight: 0 },
  nav: { marginBottom: tokens.spacingVerticalM },
  group: { display: 'flex', flexDirection: 'column', rowGap: '4px', paddingBlockEnd: tokens.spacingVerticalS, borderBottom: `1px solid ${tokens.colorNeutralStroke3}` },
  groupHead: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', columnGap: tokens.spacingHorizontalM, fontWeight: tokens.fontWeightSemibold },
  width: { display: 'flex', alignItems: 'center', columnGap: '6px', fontWeight: tokens.fontWeightRegular, color: tokens.colorNeutralForeground2 },
  widthInput: { width: '96px' },
  fields: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', columnGap: '8px', paddingInlineStart: '24px' },
  chosen: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, minHeight: 0, overflowY: 'auto' },
});

const NO_GROUPS: ColumnGroup[] = [];

function Group({ s, group, withWidth }: { s: ColumnChooserState; group: ColumnGroup; withWidth: boolean }) {
  const t = useT();
  const styles = useStyles();
  const state = s.groupState(group.value);
  return (
    <div className={styles.group} role="group" aria-label={group.name} data-group={group.value}>
      <div className={styles.groupHead}>
        <Checkbox
          label={group.name}
          checked={state}
          disabled={!s.columnsOf(group.value).some((c) => c.selectable && c.removable)}
          onChange={(_, d) => s.toggleGroup(group.value, d.checked === true)}
          data-action="select-group"
        />
        {withWidth ? (
          <label className={styles.width}>
            {t('columnChooser.width')}
            <Input
              className={styles.widthInput}
              type="number"
              min={0}
              size="small"
              contentAfter="px"
              value={String(s.widths[group.value] ?? '')}
              aria-label={t('columnChooser.widthOf', { name: group.name })}
              onChange={(_, d) => s.setWidth(group.value, Math.max(0, Math.round(Number(d.value) || 0)))}
              data-width-of={group.value}
            />
          </label>
        ) : null}
      </div>
      <div className={styles.fields}>
        {s.columnsOf(group.value).map((c: Column) => (
          <Checkbox
            key={c.value}
            label={c.name}
            checked={s.isChosen(c)}
            disabled={!c.removable || !c.selectable}
            onChange={(_, d) => s.toggle(c, d.checked === true)}
            data-field-key={columnKey(c)}
          />
        ))}
      </div>
    </div>
  );
}

function Chosen({ s, groups }: { s: ColumnChooserState; groups: ColumnGroup[] }) {
  const t = useT();
  const styles = useStyles();
  const items = (list: Column[]) => list.map((c) => ({ key: columnKey(c), name: c.name, removable: c.removable }));
  if (s.layout === 'single') {
    const nameOf = new Map(groups.map((g) => [g.value, g.name]));
    const all = s.chosen.map((c) => ({ key: columnKey(c), name: c.name, removable: c.removable, note: nameOf.get(c.group) }));
    return <ChosenOrder title={t('columnChooser.chosen')} items={all} onMove={s.move} onRemove={s.remove} data={{ 'data-chosen-columns': '' }} />;
  }
  return (
    <div className={styles.chosen} data-chosen-columns="">
      {groups
        .filter((g) => s.chosenOf(g.value).length > 0)
        .map((g) => (
          <ChosenOrder
            key={g.value}
            title={g.name}
            items={items(s.chosenOf(g.value))}
            onMove={(from, to) => s.moveInGroup(g.value, from, to)}
            onRemove={s.remove}
            data={{ 'data-chosen-group': g.value }}
          />
        ))}
    </div>
  );
}

export function ColumnChooser({ open = false, groups = NO_GROUPS, layout = 'multi', withWidth = false, title, onConfirm, onCancel }: ColumnChooserProps) {
  const t = useT();
  const styles = useStyles();
  const pane = useChooserStyles();
  const s = useColumnChooser({ open, groups, layout, onConfirm, onCancel });
  return (
    <PickerDrawer open={open} title={title || t('columnChooser.title')} showConfirm onConfirm={s.confirm} onCancel={s.cancel}>
      <TabList className={styles.nav} selectedValue={s.layout} onTabSelect={(_, d) => s.setLayout(d.value as ColumnLayout)} data-layout-nav="">
        <Tab value="multi">{t('columnChooser.multi')}</Tab>
        <Tab value="single">{t('columnChooser.single')}</Tab>
      </TabList>
      <div className={styles.layout} data-bo-column-chooser="">
        <section className={pane.pane} aria-label={t('columnChooser.fields')} data-column-fields="">
          {groups.length ? groups.map((g) => <Group key={g.value} s={s} group={g} withWidth={withWidth} />) : <span className={pane.muted}>{t('columnChooser.noFields')}</span>}
        </section>
        <Chosen s={s} groups={groups} />
      </div>
    </PickerDrawer>
  );
}
