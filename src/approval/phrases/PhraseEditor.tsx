/** The text of a phrase in edit (new or the user's own): required, 500 characters, 保存 / 取消. */
import '../../core/i18n/areas/approval-phrases';
import * as React from 'react';
import { Button } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { BoForm, BusyButton, required, rules, TextareaField } from '../../kit/form';
import { PHRASE_MAX } from './phrases.logic';
import { usePhrasesDrawerStyles } from './PhrasesDrawer.styles';
import type { PhrasesState } from './usePhrases';

export function PhraseEditor({ state }: { state: PhrasesState }) {
  const t = useT();
  const styles = usePhrasesDrawerStyles();
  const formId = React.useId();
  const check = rules(required(t('phrases.required')), { maxLength: { value: PHRASE_MAX, message: t('form.maxLength', { max: PHRASE_MAX }) } });
  // focus on the text when the edit starts, the caret after it (the user goes on writing)
  const box = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    const text = box.current?.querySelector('textarea');
    text?.focus();
    text?.setSelectionRange(text.value.length, text.value.length);
  }, []);
  return (
    <div className={styles.editor} ref={box} data-phrase-editor="">
      <BoForm form={state.form} onValid={state.save} id={formId}>
        <TextareaField name="remark" label={t('phrases.phrasesTab')} placeholder={t('phrases.placeholder')} maxLength={PHRASE_MAX} rules={check} rows={3} />
      </BoForm>
      <div className={styles.editorButtons}>
        <Button size="small" onClick={() => void state.cancelEdit()} data-action="cancel-phrase">{t('common.cancel')}</Button>
        <BusyButton size="small" appearance="primary" type="submit" form={formId} busy={state.busy} data-action="save-phrase">
          {t('form.save')}
        </BusyButton>
      </div>
    </div>
  );
}
