/**
 * The line under the writing area (spec 3 §5 Upload: progress for long work, nothing lost in silence):
 * which images the editor takes (from its configuration), or why the configuration could not be read
 * with 重试; then one row per image on its way with its progress, or, when it failed, the server's
 * message (or 操作失败) with 重试 (goes on from the chunk it reached) and 移除.
 */
import '../../core/i18n/areas/files-rich';
import { Button, ProgressBar, Spinner, mergeClasses } from '@fluentui/react-components';
import { userMessage, type ApiError } from '../../core/http';
import { useT } from '../../core/i18n';
import type { UploadItem } from '../../kit/upload';
import type { EditorConfig } from './api';
import { sizeText } from './rich-text.logic';
import { useRichTextStyles } from './RichText.styles';

export interface StatusLineProps {
  items: readonly UploadItem[];
  config: EditorConfig | null;
  configLoading: boolean;
  configError: ApiError | null;
  onReloadConfig(): void;
  onRetry(id: string): void;
  onDismiss(id: string): void;
}

export function StatusLine({ items, config, configLoading, configError, onReloadConfig, onRetry, onDismiss }: StatusLineProps) {
  const t = useT();
  const styles = useRichTextStyles();
  const retry = (onClick: () => void) => <Button size="small" onClick={onClick}>{t('common.retry')}</Button>;
  const limit = config?.image_max_size ? t('richText.sizeLimit', { size: sizeText(config.image_max_size) }) : '';
  return (
    <div className={styles.status} part="footer">
      {configError ? (
        <div className={mergeClasses(styles.statusRow, styles.failed)} role="alert">
          <span className={styles.statusText}>{t('richText.configFailed', { msg: userMessage(configError, t) })}</span>
          {retry(onReloadConfig)}
        </div>
      ) : configLoading ? (
        <Spinner size="extra-tiny" labelPosition="after" label={t('common.loading')} />
      ) : (
        config && (
          <span data-loaded="">
            {config.image_types.length ? t('richText.imageTypes', { types: config.image_types.join('、'), limit }) : t('richText.anyImage', { limit })}
          </span>
        )
      )}
      <div role="status">
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
                  {retry(() => onRetry(item.id))}
                  <Button size="small" appearance="subtle" onClick={() => onDismiss(item.id)}>{t('richText.dismiss')}</Button>
                </>
              ) : (
                <ProgressBar className={styles.progress} value={percent / 100} aria-label={item.name} />
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
