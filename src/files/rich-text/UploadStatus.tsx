/**
 * The status line of the images on their way (spec 3 §5 Upload: progress for long work, nothing lost in
 * silence): one row per image with its progress, or, when it failed, the server's message (or 操作失败)
 * with 重试 (goes on from the chunk it reached) and 移除.
 */
import { Button, ProgressBar, mergeClasses } from '@fluentui/react-components';
import { userMessage } from '../../core/http';
import { useT } from '../../core/i18n';
import type { UploadItem } from '../../kit/upload';
import { useRichTextStyles } from './RichText.styles';

export interface UploadStatusProps {
  items: readonly UploadItem[];
  onRetry(id: string): void;
  onDismiss(id: string): void;
}

export function UploadStatus({ items, onRetry, onDismiss }: UploadStatusProps) {
  const t = useT();
  const styles = useRichTextStyles();
  if (!items.length) return null;
  return (
    <div className={styles.status} part="footer" role="status">
      {items.map((item) => {
        const percent = item.size ? Math.floor((item.loaded / item.size) * 100) : 0;
        const failed = item.status === 'failed' || item.status === 'aborted';
        return (
          <div key={item.id} className={styles.statusRow} data-upload={item.status}>
            <span className={mergeClasses(styles.statusText, failed && styles.failed)}>
              {failed
                ? t('richText.uploadFailed', { name: item.name, msg: item.error ? userMessage(item.error, t) : t('http.failed') })
                : t('richText.uploading', { name: item.name, percent })}
            </span>
            {failed ? (
              <>
                <Button size="small" onClick={() => onRetry(item.id)}>{t('common.retry')}</Button>
                <Button size="small" appearance="subtle" onClick={() => onDismiss(item.id)}>{t('richText.dismiss')}</Button>
              </>
            ) : (
              <ProgressBar className={styles.progress} value={percent / 100} aria-label={item.name} />
            )}
          </div>
        );
      })}
    </div>
  );
}
