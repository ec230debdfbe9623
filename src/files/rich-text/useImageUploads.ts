/**
 * The editor's images (spec 3 §2.17, §5 Upload, §7 Files): the configuration asked once from the static
 * file host (its limits; without it the defaults); a chosen, pasted or dropped file that is not an
 * accepted image is refused with 请上传图片 (too big: its own message); the others go through the upload
 * client (chunks over 2 MB, retries) and each one, once uploaded, goes into the document as
 * <img src=image_url>. The status line says which images the editor takes, or why it could not read its
 * configuration (with 重试). While files go, the status line shows their progress; a file that fails stays
 * there with its message, 重试 and 移除, and the document gets nothing of it.
 */
import '../../core/i18n/areas/files-rich';
import * as React from 'react';
import { useApi } from '../../core/http';
import { useT } from '../../core/i18n';
import { useMessage } from '../../core/feedback/FeedbackProvider';
import { safeImage } from '../../core/safe-url';
import { send } from '../../kit/data/endpoint';
import { useRemote } from '../../kit/list/useRemote';
import { apiSend, useFinished, useUploads, type UploadedFile } from '../../kit/upload';
import { editorConfig, imageTarget } from './api';
import { DEFAULT_CONFIG, acceptOf, imageProblem, readConfig, sizeText } from './rich-text.logic';

export interface ImageUploadsOptions {
  publicEndpoint: boolean;
  /** puts an uploaded image into the document */
  insert(src: string, name: string): void;
}

export function useImageUploads({ publicEndpoint, insert }: ImageUploadsOptions) {
  const t = useT();
  const api = useApi();
  const message = useMessage();
  const remote = useRemote((a, signal) => send(a, editorConfig, {}, undefined, signal).then(readConfig), true, 'config');
  const config = remote.value ?? DEFAULT_CONFIG;
  const sender = React.useMemo(() => apiSend(api, imageTarget(publicEndpoint)), [api, publicEndpoint]);
  const uploads = useUploads<UploadedFile>(sender);
  const { uploader, items } = uploads;

  const add = (files: readonly File[]) => {
    const accepted: File[] = [];
    for (const file of files) {
      const problem = imageProblem(file, config);
      if (problem === 'notImage') message.error(t('upload.imageOnly'));
      else if (problem === 'tooLarge') message.error(t('richText.tooLarge', { name: file.name, size: sizeText(config.image_max_size) }));
      else accepted.push(file);
    }
    if (accepted.length) uploader.add(accepted);
  };

  // each uploaded image goes in once, in the order the files were chosen, then leaves the status line
  useFinished(uploads, (done) => {
    for (const item of done) {
      const src = safeImage(item.attachment?.image_url);
      if (src) insert(src, item.name);
      else message.error(t('richText.uploadFailed', { name: item.name, msg: t('http.malformed') }));
    }
  });

  const pending = items.filter((i) => i.status !== 'done');
  return {
    add,
    pending,
    /** the configuration, once answered (null before, or without an answer) */
    config: remote.value ?? null,
    configLoading: remote.loading,
    /** why the configuration could not be read: shown with 重试 (the editor goes on with the defaults) */
    configError: remote.error,
    reloadConfig: remote.reload,
    accept: acceptOf(config),
    retry: uploader.retry,
    dismiss: uploader.remove,
  };
}
