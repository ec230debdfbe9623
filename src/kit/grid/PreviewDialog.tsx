/** 查看大图 (spec 2 §9): a dialog 60 % wide, the image at most 500 px high. */
import { Button, Dialog, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { useSelectionGridStyles } from './SelectionGrid.styles';

export interface PreviewDialogProps {
  /** the image shown, or undefined when the dialog is closed */
  image?: string;
  title?: string;
  onClose(): void;
}

const CloseIcon = () => (
  <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
    <path d="M3.5 3.5l9 9m0-9l-9 9" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" />
  </svg>
);

export function PreviewDialog({ image, title, onClose }: PreviewDialogProps) {
  const t = useT();
  const styles = useSelectionGridStyles();
  return (
    <Dialog
      open={!!image}
      modalType="modal"
      onOpenChange={(event, data) => {
        // Esc closes the preview only, not the picker drawer around it
        event.stopPropagation();
        if (!data.open) onClose();
      }}
    >
      <DialogSurface className={styles.dialog} title="" backdrop={{ title: '' }} data-bo-preview="">
        <DialogBody>
          <DialogTitle action={<Button appearance="subtle" aria-label={t('common.close')} icon={<CloseIcon />} onClick={onClose} />}>
            {t('common.viewLarge')}
          </DialogTitle>
          <DialogContent className={styles.big}>
            {image && <img className={styles.bigImage} src={image} alt={title ?? ''} />}
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
