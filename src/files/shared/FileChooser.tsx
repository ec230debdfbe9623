/**
 * How the user gives files: a button, or a drag area (drop files on it, or click it) — both open the
 * browser's chooser through one hidden file input. Whatever is given goes to `onFiles` (useFileList checks it).
 */
import '../../core/i18n/areas/files-upload';
import * as React from 'react';
import { Button, mergeClasses } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { partRef } from '../../core/runtime';
import { acceptAttribute, type AcceptKind } from './file-kind.logic';
import { useFileListStyles } from './FileList.styles';

export interface FileChooserProps {
  accept: AcceptKind;
  multiple: boolean;
  /** a drag area rather than a button */
  drag: boolean;
  disabled: boolean;
  /** the button's words (default 上传文件 / 上传图片) */
  label?: string;
  onFiles(files: File[]): void;
}

export function FileChooser({ accept, multiple, drag, disabled, label: given, onFiles }: FileChooserProps) {
  const t = useT();
  const styles = useFileListStyles();
  const input = React.useRef<HTMLInputElement>(null);
  const [over, setOver] = React.useState(false);
  const give = (list: FileList | null | undefined) => {
    const files = [...(list ?? [])];
    if (files.length && !disabled) onFiles(multiple ? files : files.slice(0, 1));
  };
  const open = () => !disabled && input.current?.click();
  const label = given ?? (accept === 'image' ? t('fileUpload.chooseImage') : t('fileUpload.choose'));
  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        data-file-input=""
        accept={acceptAttribute(accept)}
        multiple={multiple}
        disabled={disabled}
        onChange={(e) => {
          give(e.currentTarget.files);
          e.currentTarget.value = '';
        }}
      />
      {drag ? (
        <div
          className={mergeClasses(styles.drop, over && styles.dropActive, disabled && styles.dropDisabled)}
          part="button"
          role="button"
          tabIndex={disabled ? -1 : 0}
          aria-disabled={disabled}
          aria-label={label}
          data-drop-area=""
          onClick={open}
          onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && (e.preventDefault(), open())}
          onDragOver={(e) => {
            e.preventDefault();
            if (!disabled) setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={(e) => {
            e.preventDefault();
            setOver(false);
            give(e.dataTransfer?.files);
          }}
        >
          <span>
            {t('fileUpload.dropHint')} <em className={styles.link}>{t('fileUpload.dropClick')}</em>
          </span>
        </div>
      ) : (
        <Button ref={partRef('button')} appearance="primary" disabled={disabled} data-action="choose" onClick={open}>
          {label}
        </Button>
      )}
    </>
  );
}
