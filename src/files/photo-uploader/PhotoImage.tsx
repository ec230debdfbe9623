/**
 * One photo's picture (a thumbnail or the big one): asked again after the retry delay when it fails, 4
 * attempts in all, then a broken-image placeholder with the photo's name (spec 3 §4); while it loads or
 * waits, a placeholder too, never a blank.
 */
import '../../core/i18n/areas/files-photo';
import { Spinner } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { safeImage } from '../../core/safe-url';
import { BrokenImageIcon } from '../../kit/icons/BrokenImageIcon';
import { useImageRetry } from './useImageRetry';
import { usePhotoUploaderStyles } from './PhotoUploader.styles';

export interface PhotoImageProps {
  src: string;
  name: string;
  retryDelay: number;
  /** the class of the picture (cover in a thumbnail, contain in the dialog) */
  className: string;
  /** the class of the placeholder's box */
  placeholderClassName?: string;
}

export function PhotoImage({ src, name, retryDelay, className, placeholderClassName }: PhotoImageProps) {
  const t = useT();
  const styles = usePhotoUploaderStyles();
  const safe = safeImage(src);
  const image = useImageRetry(safe ?? '', retryDelay);
  const status = safe ? image.status : 'broken';
  const box = [styles.placeholder, placeholderClassName].filter(Boolean).join(' ');
  if (status === 'broken')
    return (
      <span className={box} data-broken="" role="img" aria-label={`${t('photos.broken')}：${name}`}>
        <BrokenImageIcon />
        <span>{name}</span>
      </span>
    );
  return (
    <>
      {status !== 'loaded' && (
        <span className={box} data-image-status={status}>
          <Spinner size="tiny" aria-label={t('photos.loading')} />
        </span>
      )}
      {status !== 'waiting' && (
        <img
          key={image.attempt}
          src={safe}
          alt={name}
          data-attempt={image.attempt}
          className={className}
          style={status === 'loaded' ? undefined : { display: 'none' }}
          onLoad={image.onLoad}
          onError={image.onError}
        />
      )}
    </>
  );
}
