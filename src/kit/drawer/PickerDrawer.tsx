/**
 * The drawer every picker opens in: from the right, 80 % wide (or a fixed width such as 500 px), not
 * closed by a click outside; Esc, the close button and 取消/关闭 cancel; the confirm button is hidden in
 * `none` mode and disabled while the confirm works.
 */
import * as React from 'react';
import {
  Button, DrawerFooter, DrawerHeader, DrawerHeaderTitle, OverlayDrawer, useMergedRefs,
} from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { partRef } from '../../core/runtime';
import { usePickerDrawerStyles } from './PickerDrawer.styles';

export interface PickerDrawerProps {
  open: boolean;
  title: string;
  /** CSS width: '80vw' (default) or e.g. 500 */
  width?: string | number;
  showConfirm: boolean;
  busy?: boolean;
  /** label of the cancel button: 取消 (default) or 关闭 */
  cancelText?: string;
  onConfirm(): void;
  onCancel(): void;
  /** left of the footer buttons (the chosen-records tray) */
  footerStart?: React.ReactNode;
  children?: React.ReactNode;
}

const CloseIcon = () => (
  <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
    <path d="M3.5 3.5l9 9m0-9l-9 9" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round" />
  </svg>
);

export function PickerDrawer(props: PickerDrawerProps) {
  const { open, width = '80vw', onCancel } = props;
  const styles = usePickerDrawerStyles();
  const closeButton = React.useRef<HTMLButtonElement>(null);
  // parts (docs/theming.md): Fluent's components drop a `part` prop, so they take a ref that sets it
  return (
    <OverlayDrawer
      ref={partRef('drawer')}
      open={open}
      position="end"
      modalType="modal"
      className={styles.surface}
      style={{ width }}
      data-bo-picker=""
      // a click on the backdrop does not close a picker (DECISIONS), and focus stays in the drawer so
      // that Esc still cancels it
      onOpenChange={(_, data) => {
        if (data.type === 'escapeKeyDown') onCancel();
        else closeButton.current?.focus();
      }}
    >
      <PickerDrawerContent {...props} closeButton={closeButton} />
    </OverlayDrawer>
  );
}

/** What the drawer holds: the header with the title and the close button, the body, the footer. */
export function PickerDrawerContent(props: Omit<PickerDrawerProps, 'open' | 'width'> & { closeButton?: React.Ref<HTMLButtonElement> }) {
  const t = useT();
  const { title, showConfirm, busy, cancelText, onConfirm, onCancel, footerStart, children } = props;
  const styles = usePickerDrawerStyles();
  const closeRef = useMergedRefs(props.closeButton, partRef('close-button'));
  return (
    <>
      <DrawerHeader ref={partRef('header')}>
        <DrawerHeaderTitle
          action={
            <Button ref={closeRef} appearance="subtle" aria-label={t('common.close')} icon={<CloseIcon />} onClick={onCancel} data-action="close" />
          }
        >
          <span part="title">{title}</span>
        </DrawerHeaderTitle>
      </DrawerHeader>
      {/* a plain div, not DrawerBody: DrawerBody measures its scroll position while the drawer mounts
          (a forced layout of the whole drawer); the footer's border already separates the buttons */}
      <div className={styles.body} part="body">{children}</div>
      <DrawerFooter className={styles.footer} ref={partRef('footer')}>
        {footerStart}
        <span className={styles.spacer} />
        <Button onClick={onCancel} data-action="cancel" ref={partRef('cancel-button')}>{cancelText ?? t('common.cancel')}</Button>
        {showConfirm && (
          <Button appearance="primary" onClick={onConfirm} disabled={busy} data-action="confirm" ref={partRef('confirm-button')}>
            {t('common.confirm')}
          </Button>
        )}
      </DrawerFooter>
    </>
  );
}
