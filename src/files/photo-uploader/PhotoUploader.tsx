/**
 * The photo uploader (spec 3 §2.9): a strip of thumbnails (a click opens 查看大图), a × on each to
 * delete it, the uploads with their progress (or 上传失败 with 重试 and 移除), and the add tile, gone at the
 * maximum and in view-only mode.
 */
import '../../core/i18n/areas/files-photo';
import * as React from 'react';
import { Button } from '@fluentui/react-components';
import { lazyOpening } from '../../core/feedback/OpeningFailed';
import { usePreload } from '../../core/runtime/lazy-part';
import { useT } from '../../core/i18n';
import { partRef } from '../../core/runtime';
import type { UploadItem } from '../../kit/upload';
import { AddIcon } from '../../kit/icons/AddIcon';
import { DismissIcon } from '../../kit/icons/DismissIcon';
import { ProgressBar } from '../../kit/lazy-parts/ProgressBar';
import { DEFAULT_MAX, RETRY_DELAY, photoName, type PhotoChangeDetail, type PhotoInput } from './photo.logic';
import { PhotoImage } from './PhotoImage';
import type { PhotoViewerProps } from './PhotoViewer';
import { usePhotoUploader } from './usePhotoUploader';
import { usePhotoUploaderStyles } from './PhotoUploader.styles';

// 查看大图 (a Fluent dialog) comes right after the uploader's first paint, the progress bars as it mounts
const PhotoViewer = lazyOpening(
  () => import('./PhotoViewer').then((m) => m.PhotoViewer),
  (p: PhotoViewerProps) => ({ open: p.index !== null, onCancel: p.onClose }),
);

export interface PhotoUploaderProps {
  /** the photos (uploaded files, or {image_url, name}) */
  value?: PhotoInput[];
  /** the most photos (default 999): the add tile goes at it */
  max?: number;
  /** view-only: no add tile, no delete (unless forceDelete) */
  readonly?: boolean;
  forceDelete?: boolean;
  /** upload to /api/files/public/img */
  public?: boolean;
  /** several pictures in one choice */
  multiple?: boolean;
  disabled?: boolean;
  /** ms before a picture that failed to load is asked again (default 5000) */
  retryDelay?: number;
  onChange?(detail: PhotoChangeDetail): void;
}

export function PhotoUploader({ value = [], max = DEFAULT_MAX, readonly = false, forceDelete = false, public: isPublic = false, multiple = false, disabled = false, retryDelay = RETRY_DELAY, onChange }: PhotoUploaderProps) {
  usePreload([ProgressBar]);
  const t = useT();
  const styles = usePhotoUploaderStyles();
  const state = usePhotoUploader({ value, max, readonly, forceDelete, isPublic, disabled, onChange });
  const input = React.useRef<HTMLInputElement>(null);
  const chosen = (e: React.ChangeEvent<HTMLInputElement>) => {
    state.add([...(e.target.files ?? [])]);
    // the same file can be chosen again (after a delete)
    e.target.value = '';
  };

  const upload = (item: UploadItem) => {
    const failed = item.status === 'failed' || item.status === 'aborted';
    const percent = item.size ? Math.floor((item.loaded / item.size) * 100) : 0;
    return (
      <div key={item.id} className={styles.tile} data-upload-id={item.id} data-status={item.status} part="thumbnail">
        {state.previews[item.id] && <img className={styles.cover} src={state.previews[item.id]} alt={item.name} />}
        <div className={failed ? `${styles.overlay} ${styles.failed}` : styles.overlay}>
          {failed ? (
            <>
              <span>{t('photos.failed')}</span>
              <Button size="small" data-action="retry" disabled={disabled} onClick={() => state.retry(item.id)}>
                {t('common.retry')}
              </Button>
              <Button size="small" appearance="transparent" data-action="discard" onClick={() => state.discard(item.id)}>
                {t('photos.discard')}
              </Button>
            </>
          ) : (
            <>
              <ProgressBar className={styles.progress} value={percent / 100} aria-label={t('photos.uploading', { percent })} />
              <span data-progress={percent}>{t('photos.uploading', { percent })}</span>
            </>
          )}
        </div>
      </div>
    );
  };

  return (
    <div className={styles.strip} role="group" aria-label={t('photos.label')} part="list">
      {state.photos.map((photo, index) => {
        const name = photoName(photo);
        return (
          <div key={`${index}:${photo.image_url}`} className={styles.tile} data-photo-index={index} part="thumbnail">
            <button type="button" className={styles.open} aria-label={t('photos.view', { name })} data-action="view" onClick={() => state.view(index)}>
              <PhotoImage src={photo.image_url} name={name} retryDelay={retryDelay} className={styles.cover} />
            </button>
            {state.canDelete && (
              <Button className={styles.remove} size="small" shape="circular" icon={<DismissIcon />} aria-label={t('photos.delete', { name })} data-action="delete" onClick={() => void state.remove(index)} />
            )}
          </div>
        );
      })}
      {state.uploads.map(upload)}
      {readonly && !state.photos.length && <span className={styles.empty}>{t('photos.empty')}</span>}
      {state.canAdd && (
        <>
          <Button className={styles.add} appearance="outline" icon={<AddIcon />} disabled={disabled} data-action="add" ref={partRef('button')} onClick={() => input.current?.click()}>
            {t('photos.add')}
          </Button>
          <input ref={input} className={styles.input} type="file" accept="image/*" multiple={multiple} tabIndex={-1} aria-hidden="true" data-photo-input="" onChange={chosen} />
        </>
      )}
      <PhotoViewer photos={state.photos} index={state.shown} retryDelay={retryDelay} onStep={state.step} onClose={state.closeView} />
    </div>
  );
}
