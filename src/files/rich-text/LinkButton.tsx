/**
 * The link button: a popover asking for the address (http or https only: anything else, javascript:
 * included, is refused with a message and never reaches the document); on a link, it edits or removes it.
 */
import '../../core/i18n/areas/files-rich';
import * as React from 'react';
import { Button, Field, Input, Popover, PopoverSurface, PopoverTrigger, ToolbarToggleButton, Tooltip } from '@fluentui/react-components';
import type { Editor } from '@tiptap/react';
import { useT } from '../../core/i18n';
import { safeLink } from '../../core/safe-url';
import { useRichTextStyles } from './RichText.styles';

export interface LinkButtonProps {
  editor: Editor;
  label: string;
  icon: React.ReactElement;
  disabled: boolean;
  pressed: boolean;
}

export function LinkButton({ editor, label, icon, disabled, pressed }: LinkButtonProps) {
  const t = useT();
  const styles = useRichTextStyles();
  const [open, setOpen] = React.useState(false);
  const [href, setHref] = React.useState('');
  const [invalid, setInvalid] = React.useState(false);

  const show = (next: boolean) => {
    if (next) {
      setHref(String(editor.getAttributes('link').href ?? ''));
      setInvalid(false);
    }
    setOpen(next);
  };
  const apply = () => {
    const safe = safeLink(href.trim());
    if (!safe) return setInvalid(true);
    const chain = editor.chain().focus().extendMarkRange('link');
    // with nothing selected, the address itself goes in as the link's text
    if (editor.state.selection.empty && !pressed) chain.insertContent({ type: 'text', text: safe, marks: [{ type: 'link', attrs: { href: safe } }] }).run();
    else chain.setLink({ href: safe }).run();
    setOpen(false);
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setOpen(false);
  };

  return (
    <Popover open={open} onOpenChange={(_, d) => show(d.open)} trapFocus withArrow>
      <PopoverTrigger disableButtonEnhancement>
        <Tooltip content={label} relationship="label" withArrow>
          <ToolbarToggleButton aria-label={label} data-tool="link" icon={icon} disabled={disabled} name="format" value="link" appearance="subtle" />
        </Tooltip>
      </PopoverTrigger>
      <PopoverSurface aria-label={t('richText.linkAddress')}>
        <form
          className={styles.linkBox}
          onSubmit={(e) => {
            e.preventDefault();
            apply();
          }}
        >
          <Field label={t('richText.linkAddress')} validationMessage={invalid ? t('richText.linkInvalid') : undefined} validationState={invalid ? 'error' : 'none'}>
            <Input value={href} placeholder="https://" onChange={(_, d) => (setHref(d.value), setInvalid(false))} />
          </Field>
          <Button type="submit" appearance="primary">{t('common.confirm')}</Button>
          {pressed && <Button onClick={remove}>{t('richText.linkRemove')}</Button>}
        </form>
      </PopoverSurface>
    </Popover>
  );
}
