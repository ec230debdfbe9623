/**
 * The scan upload's buttons as they first show, disabled: what an element that nests bo-scan-upload,
 * declared lazy, shows in its place until the upload's code has come and it has drawn (HeldNestedElement's
 * placeholder). 本地上传 and 扫码上传 are where the user will press them: nothing moves when they come.
 */
import { Button } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { useUploadStyles } from './upload.styles';

export function ScanUploadPlaceholder() {
  const t = useT();
  const styles = useUploadStyles();
  return (
    <div className={styles.root} data-upload-placeholder="" aria-busy="true">
      <div className={styles.bar}>
        <Button appearance="primary" disabled>
          {t('upload.local')}
        </Button>
        <Button appearance="secondary" disabled>
          {t('upload.scan')}
        </Button>
      </div>
    </div>
  );
}
