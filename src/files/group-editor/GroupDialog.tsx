/**
 * The group editor's add/edit dialog (spec 3 §2.15, §4, §5): the parent cascader, number (编号不能为空, 4
 * characters, hint 不超过4个字, locked when editing), name (名称不能为空, 64) and description (100). 取消,
 * × and Esc ask first when something was typed; a click on the backdrop does nothing.
 */
import '../../core/i18n/areas/files-group';
import * as React from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { FormDialog, NumberNameFields } from '../../kit/form';
import type { GroupEndpoints, ModularQuery } from './api';
import { GROUP_LIMITS, withoutSubtree, type GroupInput, type GroupNode, type GroupRecord } from './group-editor.logic';
import { ParentField } from './ParentField';
import { useGroupDialog } from './useGroupDialog';
import type { GroupDialogState } from './useGroupEditor';

export interface GroupDialogProps {
  dialog: GroupDialogState;
  nodes: readonly GroupNode[];
  calls: GroupEndpoints;
  query: ModularQuery;
  onSaved(said: string, action: 'add' | 'edit', record: GroupRecord | GroupInput): void;
  onCancel(): void;
}

const useStyles = makeStyles({
  surface: { width: '560px', maxWidth: 'calc(100vw - 32px)' },
  content: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
});

export function GroupDialog({ dialog, nodes, calls, query, onSaved, onCancel }: GroupDialogProps) {
  const t = useT();
  const styles = useStyles();
  const state = useGroupDialog({ dialog, calls, query, onSaved, onCancel });
  // an edited group cannot move under itself or one of its descendants
  const editedId = state.editing ? dialog.record!.id : null;
  const parents = React.useMemo(() => withoutSubtree(nodes, editedId), [nodes, editedId]);
  return (
    <FormDialog
      open={dialog.open}
      title={t(state.editing ? 'groupEditor.editTitle' : 'groupEditor.addTitle')}
      form={state.form}
      onValid={state.save}
      onCancel={() => void state.cancel()}
      busy={state.busy}
      surfaceClassName={styles.surface}
      formClassName={styles.content}
      surfaceData={{ 'data-bo-group-dialog': '' }}
    >
      <ParentField name="pid" label={t('groupEditor.parent')} nodes={parents} />
      <NumberNameFields
        limits={GROUP_LIMITS}
        editing={state.editing}
        words={{
          number: t('groupEditor.serialNumber'),
          numberHint: t('group.numberHint'),
          numberRequired: t('group.numberRequired'),
          name: t('groupEditor.nameField'),
          nameRequired: t('group.nameRequired'),
          remark: t('groupEditor.remarkField'),
        }}
      />
    </FormDialog>
  );
}
