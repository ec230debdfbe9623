/**
 * The dialog's parent cascader (spec 3 §2.15): a button showing the chosen parent's path (上级 / 下级…, or
 * 顶级) that opens the group tree below it, with a filter box; a click on a group chooses it, 顶级 the top
 * level (pid 0). The tree is the kit's virtual tree, so 5,000 groups open and filter at once. The value is
 * the form's `pid`.
 */
import '../../core/i18n/areas/files-group';
import * as React from 'react';
import { Button, Field, Popover, PopoverSurface, PopoverTrigger, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { useFormField, type BaseFieldProps } from '../../kit/form';
import { fromCategoryNodes, fromNamed } from '../../kit/data/trees';
import { FilterBox } from '../../kit/tree-sidebar/FilterBox';
import { TreeView } from '../../kit/tree-sidebar/TreeView';
import { namePath, TOP, type GroupNode } from './group-editor.logic';

const useStyles = makeStyles({
  trigger: { justifyContent: 'flex-start', fontWeight: tokens.fontWeightRegular, width: '100%' },
  surface: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS, width: '360px', maxWidth: 'calc(100vw - 48px)' },
  tree: { height: '260px', display: 'flex', flexDirection: 'column', minHeight: 0 },
});

export interface ParentFieldProps extends BaseFieldProps {
  /** the groups that may be chosen */
  nodes: readonly GroupNode[];
}

export function ParentField(props: ParentFieldProps) {
  const t = useT();
  const styles = useStyles();
  const { field, setFocus, fieldProps, disabled, dataField } = useFormField(props);
  const [open, setOpen] = React.useState(false);
  const [filter, setFilter] = React.useState('');
  const treeNodes = React.useMemo(() => fromNamed(fromCategoryNodes(props.nodes)), [props.nodes]);
  const pid = Number(field.value) || TOP;
  const value = React.useMemo(() => (pid === TOP ? [] : [pid]), [pid]);
  const path = pid === TOP ? [] : namePath(props.nodes, pid);
  const choose = (id: number) => {
    field.onChange(id);
    setOpen(false);
  };
  return (
    <Field {...fieldProps} {...dataField}>
      <Popover open={open} onOpenChange={(_, d) => setOpen(d.open)} positioning="below-start" trapFocus>
        <PopoverTrigger disableButtonEnhancement>
          <Button ref={setFocus} className={styles.trigger} disabled={disabled} data-parent-trigger="" aria-haspopup="tree">
            {path.length ? path.join(' / ') : t('groupEditor.top')}
          </Button>
        </PopoverTrigger>
        <PopoverSurface className={styles.surface} aria-label={t('groupEditor.parentPlaceholder')} data-parent-tree="">
          <Button appearance={pid === TOP ? 'primary' : 'secondary'} size="small" onClick={() => choose(TOP)} data-action="top">
            {t('groupEditor.top')}
          </Button>
          <FilterBox value={filter} onChange={setFilter} />
          <div className={styles.tree}>
            <TreeView
              nodes={treeNodes}
              mode="single"
              value={value}
              onChange={(ids) => choose(ids.length ? Number(ids[0]) : pid)}
              filter={filter}
              aria-label={t('groupEditor.parent')}
            />
          </div>
        </PopoverSurface>
      </Popover>
    </Field>
  );
}
