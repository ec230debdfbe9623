/**
 * The people of copy-to, set and relay (spec 3 §2.3, §9 "approver table rows of 5"): a form-kit field
 * whose value is the chosen people, shown five to a row, each removable; 选择人员 opens bo-staff-picker
 * with them ticked. Its rule (required) shows its message at the field like any other.
 */
import '../../core/i18n/areas/approval-bar';
import * as React from 'react';
import { Button, Field, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { useElement } from '../../core/runtime';
import { useFormField, type BaseFieldProps } from '../../kit/form';
import { DismissIcon } from '../../kit/icons/DismissIcon';
import type { SelectedStaff } from '../types';
import { pickStaff } from './pickStaff';
import { PickerHostContext } from './pickerHost';

const useStyles = makeStyles({
  people: {
    display: 'grid',
    gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalS,
    listStyleType: 'none',
    padding: 0,
    margin: `0 0 ${tokens.spacingVerticalS}`,
  },
  person: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    minWidth: 0,
    padding: `0 0 0 ${tokens.spacingHorizontalS}`,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

export function StaffField(props: BaseFieldProps & { pickerTitle: string }) {
  const t = useT();
  const styles = useStyles();
  const { apiBase } = useElement();
  const { field, setFocus, fieldProps, dataField } = useFormField(props);
  const chosen = (field.value as SelectedStaff[] | undefined) ?? [];
  const host = React.useContext(PickerHostContext);
  const [picking, setPicking] = React.useState(false);
  const choose = async () => {
    const container = host?.current;
    if (!container || picking) return;
    setPicking(true);
    try {
      const picked = await pickStaff(container, chosen, { title: props.pickerTitle, apiBase, lang: t.locale });
      if (picked) field.onChange(picked);
    } finally {
      setPicking(false);
    }
  };
  return (
    <Field {...fieldProps} {...dataField}>
      <div>
        {chosen.length > 0 && (
          <ul className={styles.people} aria-label={props.label}>
            {chosen.map((s) => (
              <li key={s.id} className={styles.person} data-staff-id={s.id}>
                <span className={styles.name} title={s.name}>{s.name}</span>
                <Button
                  appearance="subtle"
                  size="small"
                  icon={<DismissIcon />}
                  aria-label={t('approvalBar.removePerson', { name: s.name })}
                  onClick={() => field.onChange(chosen.filter((x) => x.id !== s.id))}
                />
              </li>
            ))}
          </ul>
        )}
        <Button ref={setFocus} onClick={() => void choose()} disabled={picking} data-action="pick-staff">
          {t('approvalBar.pickStaff')}
        </Button>
      </div>
    </Field>
  );
}
