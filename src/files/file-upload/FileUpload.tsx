/**
 * bo-file-upload (spec 3 §2.7, §4 "Phone-scan upload", §5 Upload, §6, §7 Files): a button or a drag
 * area, or with the scan source also 扫码上传 (the scan upload's QR panel); the file list with progress,
 * 重试, 预览, 下载 and 删除. bo-scan-upload is this element with the scan source and its own defaults.
 * The buttons are the element's first paint; the list and the upload client behind it (Uploads.tsx) load
 * as it mounts, and files given before they have come wait for them.
 */
import '../../core/i18n/areas/files-upload';
import * as React from 'react';
import { Button } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { useMessage } from '../../core/feedback/FeedbackProvider';
import { usePreload } from '../../core/runtime/lazy-part';
import type { UploadTarget, UploadedFile } from '../../kit/upload';
import { FileChooser } from '../shared/FileChooser';
import { Uploads } from '../shared/LazyFileList';
import type { UploadsHandle } from '../shared/Uploads';
import type { FilesChangeDetail } from '../shared/useFileList';
import type { AcceptKind } from '../shared/file-kind.logic';
import { QrCode, QrPanel } from '../scan-upload/QrPanel';
import { useUploadStyles } from '../../kit/upload/upload.styles';

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

const NO_FILES: UploadedFile[] = [];

/**
 * The list's handle once its code has come (Uploads.tsx); what the buttons give before waits for it, in
 * order.
 */
function useUploadsHandle() {
  const handle = React.useRef<UploadsHandle | null>(null);
  const waiting = React.useRef<((list: UploadsHandle) => void)[]>([]);
  const ref = React.useCallback((list: UploadsHandle | null) => {
    handle.current = list;
    if (list) for (const give of waiting.current.splice(0)) give(list);
  }, []);
  const give = (act: (list: UploadsHandle) => void) => (handle.current ? act(handle.current) : waiting.current.push(act));
  return [ref, give] as const;
}

export function FileUpload(p: FileUploadProps) {
  const t = useT();
  const styles = useUploadStyles();
  const message = useMessage();
  const accept = p.accept ?? 'file';
  const target = React.useMemo<UploadTarget>(
    () => ({ kind: accept === 'image' ? 'image' : 'file', publicEndpoint: !!p.public, isPublic: p.isPublic ?? 0 }),
    [accept, p.public, p.isPublic],
  );
  const value = p.value ?? NO_FILES;
  const limit = p.limit ?? 0;
  const [listRef, give] = useUploadsHandle();
  // until the list says otherwise, the page's files alone count
  const [listFull, setFull] = React.useState<boolean>();
  const full = listFull ?? (limit > 0 && value.length >= limit);
  const [mode, setMode] = React.useState<'local' | 'scan'>('local');
  const locked = !!p.disabled || !!p.readonly;
  const scan = p.source === 'scan';
  usePreload([QrCode], scan);
  const received = (files: UploadedFile[]) => {
    setMode('local');
    give((list) => list.attach(files));
    message.success(t('scanUpload.received', { count: files.length }));
  };
  const chooser = !locked && !full;
  return (
    <div className={styles.root} data-bo-file-upload="" data-mode={mode}>
      {chooser && scan && mode === 'scan' ? (
        <QrPanel interval={p.pollInterval ?? 5000} scanPage={p.scanPage ?? ''} onFiles={received} onBack={() => setMode('local')} />
      ) : (
        chooser && (
          <div className={styles.bar}>
            <FileChooser
              accept={accept}
              multiple={!!p.multiple}
              drag={!!p.drag}
              disabled={locked}
              label={scan ? t('upload.local') : undefined}
              onFiles={(files) => give((list) => list.add(files))}
            />
            {scan && (
              <Button appearance="secondary" data-action="scan" onClick={() => setMode('scan')}>
                {t('upload.scan')}
              </Button>
            )}
          </div>
        )
      )}
      <Uploads
        ref={listRef}
        value={value}
        accept={accept}
        limit={limit}
        target={target}
        power={!!p.power}
        modelName={p.modelName}
        onChange={p.onChange}
        locked={locked}
        onFull={setFull}
      />
    </div>
  );
}
