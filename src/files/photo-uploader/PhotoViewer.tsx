/**
 * The big-picture dialog 查看大图 (spec 3 §2.9, §9): 60 % of the page wide, the picture at most 500 px
 * high and wide (contained, never cropped); with several photos, previous and next (buttons, or the
 * arrow keys: a modern addition). Esc, × or a click beside it closes it.
 */
import '../../core/i18n/areas/files-photo';
import * as React from 'react';
import { Button, Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle, type DialogOpenChangeData } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { partRef } from '../../core/runtime';
import { ChevronIcon } from '../../kit/icons/ChevronIcon';
import { DismissIcon } from '../../kit/icons/DismissIcon';
import { photoName, type PhotoInput } from './photo.logic';
import { PhotoImage } from './PhotoImage';
import { usePhotoViewerStyles } from './PhotoViewer.styles';

export interface PhotoViewerProps {
  photos: PhotoInput[];
  /** the photo shown, or null: closed */
  index: number | null;
  retryDelay: number;
  onStep(by: number): void;
  onClose(): void;
}

export function PhotoViewer({ photos, index, retryDelay, onStep, onClose }: PhotoViewerProps) {
  const t = useT();
  const styles = usePhotoViewerStyles();
  const photo = index === null ? undefined : photos[index];
  const several = photos.length > 1;
  const onOpenChange = (_: unknown, data: DialogOpenChangeData) => {
    if (!data.open) onClose();
  };
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (!several || (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight')) return;
    e.preventDefault();
    onStep(e.key === 'ArrowLeft' ? -1 : 1);
  };
  const arrow = (by: -1 | 1) =>
    several && (
      <Button appearance="subtle" icon={<ChevronIcon direction={by < 0 ? 'left' : 'right'} />} aria-label={t(by < 0 ? 'photos.prev' : 'photos.next')} data-action={by < 0 ? 'prev' : 'next'} onClick={() => onStep(by)} />
    );
  return (
    <Dialog open={!!photo} modalType="modal" onOpenChange={onOpenChange}>
      {/* title="": the host's own `title` attribute must not become a tooltip */}
      <DialogSurface className={styles.surface} title="" backdrop={{ title: '' }} data-bo-photo-viewer="" ref={partRef('dialog')} onKeyDown={onKeyDown}>
        {photo && (
          <DialogBody>
            <DialogTitle ref={partRef('header')} action={<Button appearance="subtle" aria-label={t('common.close')} icon={<DismissIcon />} onClick={onClose} ref={partRef('close-button')} />}>
              <span part="title">{t('photos.viewTitle')}</span>
              {several && <span className={styles.counter} data-counter="">{t('photos.counter', { index: index! + 1, total: photos.length })}</span>}
            </DialogTitle>
            <DialogContent className={styles.stage} ref={partRef('body')}>
              {arrow(-1)}
              <div className={styles.bigBox}>
                <PhotoImage key={index} src={photo.image_url} name={photoName(photo)} retryDelay={retryDelay} className={styles.big} placeholderClassName={styles.bigPlaceholder} />
              </div>
              {arrow(1)}
            </DialogContent>
          </DialogBody>
        )}
      </DialogSurface>
    </Dialog>
  );
}
