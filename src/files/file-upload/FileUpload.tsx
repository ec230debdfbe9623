/**
 * bo-file-upload (spec 3 §2.7, §4 "Phone-scan upload", §5 Upload, §6, §7 Files): a button or a drag
 * area, or with the scan source also 扫码上传 (the scan upload's QR panel); the file list with progress,
 * 重试, 预览, 下载 and 删除. bo-scan-upload is this element with the scan source and its own defaults.
 */
import '../../core/i18n/areas/files-upload';
import * as React from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { useMessage } from '../../core/feedback/FeedbackProvider';
import { usePreload } from '../../core/runtime/lazy-part';
import type { UploadTarget, UploadedFile } from '../../kit/upload';
import { FileChooser } from '../shared/FileChooser';
import { FileList } from '../shared/LazyFileList';
import { useFileList, type FilesChangeDetail } from '../shared/useFileList';
import type { AcceptKind } from '../shared/file-kind.logic';
import { QrCode, QrPanel } from '../scan-upload/QrPanel';

export interface FileUploadProps {
  accept?: AcceptKind;
  multiple?: boolean;
  limit?: number;
  drag?: boolean;
  source?: 'local' | 'scan';
  public?: boolean;
  power?: boolean;
  modelName?: string;
  value?: UploadedFile[];
  disabled?: boolean;
  readonly?: boolean;
  pollInterval?: number;
  scanPage?: string;
  /** the body's is_public of local uploads (1 in the scan upload: spec 3 §7) */
  isPublic?: 0 | 1;
  onChange?(detail: FilesChangeDetail): boolean | void;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS, minWidth: 0 },
  bar: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

const NO_FILES: UploadedFile[] = [];

export function FileUpload(p: FileUploadProps) {
  const t = useT();
  const styles = useStyles();
  const message = useMessage();
  const accept = p.accept ?? 'file';
  const target = React.useMemo<UploadTarget>(
    () => ({ kind: accept === 'image' ? 'image' : 'file', publicEndpoint: !!p.public, isPublic: p.isPublic ?? 0 }),
    [accept, p.public, p.isPublic],
  );
  const state = useFileList({ value: p.value ?? NO_FILES, accept, limit: p.limit ?? 0, target, power: !!p.power, modelName: p.modelName, onChange: p.onChange });
  const [mode, setMode] = React.useState<'local' | 'scan'>('local');
  const locked = !!p.disabled || !!p.readonly;
  const scan = p.source === 'scan';
  usePreload([FileList]);
  usePreload([QrCode], scan);
  const received = (files: UploadedFile[]) => {
    setMode('local');
    state.attach(files);
    message.success(t('scanUpload.received', { count: files.length }));
  };
  const chooser = !locked && !state.full;
  return (
    <div className={styles.root} data-bo-file-upload="" data-mode={mode}>
      {chooser && scan && mode === 'scan' ? (
        <QrPanel interval={p.pollInterval ?? 5000} scanPage={p.scanPage ?? ''} onFiles={received} onBack={() => setMode('local')} />
      ) : (
        chooser && (
          <div className={styles.bar}>
            <FileChooser accept={accept} multiple={!!p.multiple} drag={!!p.drag} disabled={locked} label={scan ? t('scanUpload.local') : undefined} onFiles={state.add} />
            {scan && (
              <Button appearance="secondary" data-action="scan" onClick={() => setMode('scan')}>
                {t('scanUpload.scan')}
              </Button>
            )}
          </div>
        )
      )}
      <FileList state={state} locked={locked} />
    </div>
  );
}
