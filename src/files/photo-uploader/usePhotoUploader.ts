/**
 * The photo uploader's state (spec 3 §2.9, §5 Upload, §6, §7 Files): the page's photos (`value`) and the
 * pictures being uploaded through the upload client (kind image; chunks over 2 MiB). Only pictures are
 * taken (请上传图片, nothing sent for the others); the add button goes at the maximum. An upload that
 * finishes joins the photos (bo-change); one that fails stays on the strip, marked, with 重试 (the user
 * sees the server's msg, the page gets bo-error from the client). Delete asks 确认是否删除照片. View-only
 * hides add and delete, unless delete is forced.
 */
import '../../core/i18n/areas/files-photo';
import * as React from 'react';
import { useApi, userMessage } from '../../core/http';
import { useLatestT } from '../../core/i18n';
import { useConfirm, useMessage } from '../../core/feedback/FeedbackProvider';
import { apiSend, attachmentsOf, useFinished, useUploads, type UploadedFile } from '../../kit/upload';
import { photoTarget } from './api';
import { changeOf, roomLeft, sortChoice, stepIndex, type PhotoChangeDetail, type PhotoInput } from './photo.logic';

export interface PhotoUploaderOptions {
  value: PhotoInput[];
  max: number;
  readonly: boolean;
  forceDelete: boolean;
  isPublic: boolean;
  disabled: boolean;
  onChange?(detail: PhotoChangeDetail): void;
}

/** The local pictures of the uploads on the strip (object URLs), freed when they leave. */
function usePreviews() {
  const [previews, setPreviews] = React.useState<Record<string, string>>({});
  const all = React.useRef(previews);
  React.useEffect(() => {
    all.current = previews;
  }, [previews]);
  React.useEffect(() => () => Object.values(all.current).forEach((url) => URL.revokeObjectURL(url)), []);
  const add = React.useCallback(
    (entries: [string, Blob][]) => setPreviews((p) => ({ ...p, ...Object.fromEntries(entries.map(([id, blob]) => [id, URL.createObjectURL(blob)])) })),
    [],
  );
  const drop = React.useCallback(
    (ids: string[]) =>
      setPreviews((p) => {
        const next = { ...p };
        for (const id of ids) {
          if (next[id]) URL.revokeObjectURL(next[id]);
          delete next[id];
        }
        return next;
      }),
    [],
  );
  return { previews, add, drop };
}

export function usePhotoUploader({ value, max, readonly, forceDelete, isPublic, disabled, onChange }: PhotoUploaderOptions) {
  const t = useLatestT();
  const api = useApi();
  const message = useMessage();
  const confirm = useConfirm();
  const send = React.useMemo(() => apiSend(api, photoTarget(isPublic)), [api, isPublic]);
  const uploads = useUploads<UploadedFile>(send);
  const { uploader, items } = uploads;
  const { previews, add: addPreviews, drop: dropPreviews } = usePreviews();

  // the photos as last told to the page: two uploads finishing before the next render both count
  const latest = React.useRef(value);
  React.useLayoutEffect(() => {
    latest.current = value;
  }, [value]);
  const commit = React.useCallback(
    (photos: PhotoInput[]) => {
      latest.current = photos;
      onChange?.(changeOf(photos));
    },
    [onChange],
  );

  // finished uploads join the photos in the order they were chosen; a failure is said once (the client
  // already sent bo-error)
  const said = React.useRef(new Set<string>());
  React.useEffect(() => {
    for (const i of items) {
      if (i.status !== 'failed') said.current.delete(i.id);
      else if (!said.current.has(i.id)) {
        said.current.add(i.id);
        message.error(userMessage(i.error, t));
      }
    }
  }, [items, message, t]);
  useFinished(uploads, (done) => {
    dropPreviews(done.map((i) => i.id));
    commit([...latest.current, ...attachmentsOf(done)]);
  });

  const room = roomLeft(max, value.length + items.length);
  const canAdd = !readonly && room > 0;
  const canDelete = (!readonly || forceDelete) && !disabled;

  const add = (files: File[]) => {
    if (disabled || !canAdd || !files.length) return;
    const { accepted, refusedType, overMax } = sortChoice(files, room);
    if (refusedType) message.error(t('upload.imageOnly'));
    if (overMax) message.warning(t('photos.overMax', { max }));
    if (!accepted.length) return;
    const added = uploader.add(accepted);
    addPreviews(added.map((item, i) => [item.id, accepted[i]!]));
  };
  const discard = (id: string) => {
    uploader.remove(id);
    dropPreviews([id]);
  };
  const remove = async (index: number) => {
    if (!canDelete) return;
    const ok = await confirm({ title: t('common.notice'), content: t('upload.deletePhotoConfirm') });
    if (ok) commit(latest.current.filter((_, i) => i !== index));
  };

  // the big-picture dialog: the photo shown, or null
  const [viewing, setViewing] = React.useState<number | null>(null);
  const shown = viewing !== null && viewing < value.length ? viewing : null;
  const view = (index: number) => setViewing(index);
  const step = (by: number) => setViewing((i) => (i === null ? i : stepIndex(i, by, value.length)));
  const closeView = () => setViewing(null);

  return { photos: value, uploads: items, previews, canAdd, canDelete, add, retry: uploader.retry, discard, remove, shown, view, step, closeView };
}
