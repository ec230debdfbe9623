/**
 * One card of the selection grid: image, title, subtitle, type tag, check box or radio, preview button.
 * A row of the grid (it holds buttons, which an option may not): the row takes the focus and carries the
 * choice (aria-selected); its name is its title, subtitle and tag, the words it shows. The box only shows
 * the choice: inert and hidden, neither focusable nor announced, the row's click picks.
 */
import * as React from 'react';
import { Badge, Button, Checkbox, mergeClasses, Radio } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import type { SelectionMode } from '../selection/useSelection';
import { CardImage } from './CardImage';
import { tint } from './grid.logic';
import { useSelectionGridStyles } from './SelectionGrid.styles';

/** What a card shows of a record. */
export interface CardFace {
  /** URL of the image (cover, icon); without one the card shows the tag or the title's first letter */
  image?: string;
  title: string;
  subtitle?: string;
  /** a short type label (图片, 视频...) */
  tag?: string;
  /** an icon's colour: the image is drawn small on a box tinted with it */
  color?: string;
  /** an icon given by class (an icon font of the page, see `iconStylesheets`), drawn in `color` */
  iconClass?: string;
  /** offer 查看大图 for this card (default: the grid's `preview` option); only cards with an image */
  preview?: boolean;
}

export interface GridCardProps {
  id: string;
  face: CardFace;
  mode: SelectionMode;
  checked: boolean;
  disabled: boolean;
  /** the card that takes the Tab stop (roving focus) */
  active: boolean;
  preview: boolean;
  onToggle(): void;
  onFocus(): void;
  onPreview(): void;
  /** the card's own 确定: confirms it at once */
  onConfirm?: () => void;
}

const ZoomIcon = () => (
  <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.4">
    <circle cx="7" cy="7" r="4.5" />
    <path d="M10.5 10.5 14 14M5 7h4M7 5v4" strokeLinecap="round" />
  </svg>
);

export function GridCard({ id, face, mode, checked, disabled, active, preview, onToggle, onFocus, onPreview, onConfirm }: GridCardProps) {
  const t = useT();
  const styles = useSelectionGridStyles();
  const icon = !!face.color;
  const fallback = <span className={styles.placeholder} aria-hidden="true">{face.tag ?? face.title.charAt(0)}</span>;
  const key = React.useId();
  const [titleId, subtitleId, tagId] = [`${key}t`, `${key}s`, `${key}g`];
  const named = [titleId, face.subtitle && subtitleId, face.tag && tagId].filter(Boolean).join(' ');
  return (
    <div
      role="row"
      aria-selected={mode === 'none' ? undefined : checked}
      aria-disabled={disabled || undefined}
      aria-labelledby={named}
      tabIndex={active ? 0 : -1}
      data-row-id={id}
      // the card shows the backend's words (title, serial number): data, not the element's own text
      data-backend-text=""
      className={mergeClasses(styles.card, checked && styles.chosen, disabled && styles.disabled)}
      onClick={onToggle}
      onFocus={(e) => e.target === e.currentTarget && onFocus()}
    >
      <div role="gridcell" className={mergeClasses(styles.media, icon && styles.iconBox)} style={icon ? { backgroundColor: tint(face.color!) } : undefined}>
        {face.iconClass ? (
          <i className={mergeClasses(face.iconClass, styles.iconFont)} style={{ color: face.color }} aria-hidden="true" data-icon-class="" />
        ) : face.image ? (
          <CardImage src={face.image} className={icon ? styles.iconImage : styles.cover} fallback={fallback} />
        ) : (
          fallback
        )}
        {mode !== 'none' && (
          // the row carries the state for assistive technology; the box only shows it (inert: no focus, no click)
          <span className={styles.check} aria-hidden="true" inert>
            {mode === 'radio' ? <Radio checked={checked} disabled={disabled} /> : <Checkbox checked={checked} disabled={disabled} />}
          </span>
        )}
        {preview && face.image && (
          <Button
            className={styles.preview}
            size="small"
            appearance="secondary"
            icon={<ZoomIcon />}
            aria-label={`${t('common.viewLarge')} ${face.title}`}
            title={t('common.viewLarge')}
            tabIndex={active ? 0 : -1}
            data-action="preview"
            onClick={(e) => {
              e.stopPropagation();
              onPreview();
            }}
          />
        )}
      </div>
      <div role="gridcell" className={styles.info}>
        <span id={titleId} className={styles.title} title={face.title}>{face.title}</span>
        {(face.subtitle || face.tag) && (
          <span className={styles.meta}>
            <span id={subtitleId} className={styles.subtitle} title={face.subtitle}>{face.subtitle}</span>
            {face.tag && <Badge id={tagId} size="small" appearance="tint" color="informative" data-tag="">{face.tag}</Badge>}
          </span>
        )}
        {onConfirm && !disabled && (
          <Button
            size="small"
            appearance="secondary"
            tabIndex={active ? 0 : -1}
            aria-label={`${t('common.confirm')} ${face.title}`}
            data-action="confirm-card"
            onClick={(e) => {
              e.stopPropagation();
              onConfirm();
            }}
          >
            {t('common.confirm')}
          </Button>
        )}
      </div>
    </div>
  );
}
