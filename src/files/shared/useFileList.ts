/**
 * The state of an upload element's file list (spec 3 §2.7, §5 Upload, §7 Files; DECISIONS "Data
 * safety", "Forms"): the files already attached (`value`) followed by those being uploaded through the
 * upload client. A chosen file is checked against the accepted kind (请上传图片 / 请上传视频文件 /
 * 请上传音频文件) and the limit, then sent; a finished one joins the attached files and the element
 * says so (`bo-change` {files, ids}); a failed one stays, marked, with 重试; nothing is dropped silently.
 * Finished files join in the order they were chosen. Deleting an attached file asks 此操作将永久删除该文件, 是否继续? and takes it off the list (no call:
 * the spec names none). Preview: images in the 查看大图 dialog, other files as the server's HTML, sanitised.
 */
import '../../core/i18n/areas/files-upload';
import * as React from 'react';
import { useAction, useApi, userMessage } from '../../core/http';
import { useLatestT, useT } from '../../core/i18n';
import { useConfirm, useMessage } from '../../core/feedback/FeedbackProvider';
import { getConfig } from '../../core/config';
import { useElement } from '../../core/runtime';
import { safeImage } from '../../core/safe-url';
import { loadSanitizer } from '../../core/sanitizer';
import { usePartFailed } from '../../core/feedback/usePartFailed';
import { send } from '../../kit/data/endpoint';
import { apiSend, attachmentsOf, useFinished, useUploads, type UploadStatus, type UploadTarget, type UploadedFile } from '../../kit/upload';
import { downloadUrl, previewFile } from './api';
import { fileKindOf, nameOf, roomFor, typeMessage, type AcceptKind, type FileKind } from './file-kind.logic';

export interface FilesChangeDetail {
  /** every attached file, in order (spec 3 §3 "Uploaded file") */
  files: UploadedFile[];
  /** their attachment ids: what a form submits */
  ids: number[];
}

export interface FileListOptions {
  value: UploadedFile[];
  accept: AcceptKind;
  /** at most this many files on the list (0: no limit) */
  limit: number;
  target: UploadTarget;
  /** the private preview endpoint (spec 3 §6 power flag) */
  power: boolean;
  modelName?: string;
  onChange?(detail: FilesChangeDetail): void;
}

/** One line of the list: an attached file, or one on its way. */
export interface FileRow {
  key: string;
  name: string;
  size?: number;
  kind: FileKind;
  status: 'attached' | UploadStatus;
  percent: number;
  /** why it failed, in words */
  error?: string;
  file?: UploadedFile;
  uploadId?: string;
}

export type Previewing = { image: string; title: string } | { html: string; title: string } | undefined;

export const changeOf = (files: UploadedFile[]): FilesChangeDetail => ({ files, ids: files.map((f) => f.attachment_id) });

export function useFileList(o: FileListOptions) {
  const t = useT();
  const latestT = useLatestT();
  const api = useApi();
  const action = useAction();
  const message = useMessage();
  const confirm = useConfirm();
  const { apiBase, reportError } = useElement();
  const upload = useUploads<UploadedFile>(React.useMemo(() => apiSend(api, o.target), [api, o.target]));
  const { uploader, items } = upload;

  // the attached files as last said (two files finishing before the next render both join)
  const files = React.useRef(o.value);
  React.useLayoutEffect(() => {
    files.current = o.value;
  }, [o.value]);
  const onChange = React.useRef(o.onChange);
  React.useLayoutEffect(() => {
    onChange.current = o.onChange;
  }, [o.onChange]);
  const commit = React.useCallback((next: UploadedFile[]) => {
    files.current = next;
    onChange.current?.(changeOf(next));
  }, []);

  // a finished upload leaves the queue and joins the attached files, in the order the files were chosen
  useFinished(upload, (done) => commit([...files.current, ...attachmentsOf(done)]));

  const add = (chosen: File[]) => {
    const accepted = chosen.filter((f) => {
      const refused = typeMessage(o.accept, f);
      if (refused) message.warning(t(refused));
      return !refused;
    });
    const room = roomFor(o.limit, files.current.length + uploader.items().length, accepted.length);
    if (room < accepted.length) message.warning(t('fileUpload.overLimit', { limit: o.limit }));
    if (room > 0) uploader.add(accepted.slice(0, room));
  };

  const remove = async (row: FileRow) => {
    if (row.uploadId) return uploader.remove(row.uploadId);
    if (!row.file || !(await confirm({ title: t('common.notice'), content: t('upload.deleteFileConfirm') }))) return;
    commit(files.current.filter((f) => f !== row.file));
  };

  const [previewing, setPreviewing] = React.useState<Previewing>();
  const partFailed = usePartFailed();
  const preview = async (file: UploadedFile) => {
    const title = nameOf(file);
    const image = fileKindOf(title, file.suffix) === 'img' ? safeImage(file.image_url) : undefined;
    if (image) return setPreviewing({ image, title });
    const query = { attachment_id: file.attachment_id, ...(o.modelName ? { model_name: o.modelName } : {}) };
    const result = await action.run((a) => send<typeof query, undefined, unknown>(a, previewFile(o.power), query, undefined));
    if (!result.ok) return;
    // the sanitiser loads with the first HTML preview (a chunk of its own: a page's first paint does not need it)
    try {
      const { sanitizeHtml } = await loadSanitizer();
      setPreviewing({ html: sanitizeHtml(String(result.value)), title });
    } catch (e) {
      partFailed('the preview', e);
    }
  };

  const download = (file: UploadedFile) => {
    const url = downloadUrl(apiBase ?? getConfig().baseURL, file.attachment_id);
    if (url) return void window.open(url, '_blank', 'noopener');
    const msg = latestT('fileUpload.downloadRefused');
    message.error(msg);
    reportError({ source: 'http', msg, url: `${apiBase ?? getConfig().baseURL}` });
  };

  const rows: FileRow[] = [
    ...o.value.map((f, index): FileRow => ({ key: `f${f.attachment_id}-${index}`, name: nameOf(f), size: f.size, kind: fileKindOf(nameOf(f), f.suffix), status: 'attached', percent: 100, file: f })),
    ...items.map((i): FileRow => ({
      key: i.id,
      name: i.name,
      size: i.size,
      kind: fileKindOf(i.name),
      status: i.status,
      percent: i.size ? Math.floor((i.loaded / i.size) * 100) : 0,
      error: i.error ? userMessage(i.error, t) : undefined,
      uploadId: i.id,
    })),
  ];

  return {
    rows,
    add,
    remove,
    retry: (id: string) => uploader.retry(id),
    abort: (id: string) => uploader.abort(id),
    preview,
    download,
    previewing,
    closePreview: () => setPreviewing(undefined),
    /** the list is full (no chooser) */
    full: o.limit > 0 && rows.length >= o.limit,
    busy: upload.busy,
    /** the phone's files join the list */
    attach: (more: UploadedFile[]) => commit([...files.current, ...more]),
  };
}

export type FileListState = ReturnType<typeof useFileList>;
