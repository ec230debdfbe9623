/** An image loaded lazily; on error it is loaded again after IMAGE_RETRY.delay, IMAGE_RETRY.attempts loads in all. */
import * as React from 'react';
import { useT } from '../../core/i18n';
import { IMAGE_RETRY } from './grid.logic';

export interface CardImageProps {
  src: string;
  className?: string;
  /** shown while waiting for a retry and after the last attempt */
  fallback: React.ReactNode;
}

export function CardImage({ src, className, fallback }: CardImageProps) {
  const t = useT();
  const [attempt, setAttempt] = React.useState(1);
  const [waiting, setWaiting] = React.useState(false);
  const [seen, setSeen] = React.useState(src);
  if (seen !== src) {
    setSeen(src);
    setAttempt(1);
    setWaiting(false);
  }
  const timer = React.useRef<number | undefined>(undefined);
  React.useEffect(() => () => window.clearTimeout(timer.current), [src]);

  const onError = () => {
    setWaiting(true);
    if (attempt >= IMAGE_RETRY.attempts) return;
    timer.current = window.setTimeout(() => {
      setAttempt((n) => n + 1);
      setWaiting(false);
    }, IMAGE_RETRY.delay);
  };

  if (waiting) {
    return (
      <span role="img" aria-label={t('cardPicker.imageFailed')} data-image-failed={attempt >= IMAGE_RETRY.attempts || undefined}>
        {fallback}
      </span>
    );
  }
  // a new element for each attempt: the browser asks for the image again
  return <img key={attempt} className={className} src={src} alt="" loading="lazy" decoding="async" onError={onError} data-attempt={attempt} />;
}
