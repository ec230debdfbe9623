/**
 * bo-base-info-card (spec 3 §2.17): a record's base info: its title with the status tag (the status
 * badge), 审批追溯 (bo-navigate to the caller's path and query), a location icon when a point is given
 * (it opens bo-map-address-picker read-only on that point), the label / value fields, and the tags,
 * added and removed inline (bo-change {tags}) unless read-only.
 */
import '../../core/i18n/areas/map';
import * as React from 'react';
import { Button, Input, Link } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { partMissing } from '../../core/feedback/usePartFailed';
import { lazyPart } from '../../core/runtime/lazy-part';
import { navigate, type NavigateDetail } from '../../core/navigate';
import { NestedElement } from '../../kit/nested';
import { StatusBadge } from '../status-badge/StatusBadge';
import type { BadgeScheme } from '../status-badge/status-badge.logic';
import { useBaseInfoCardStyles } from './BaseInfoCard.styles';
import { addTag } from './tags.logic';
import type { TagChipsProps } from './TagChips';

export interface InfoField {
  label: string;
  value?: string | number | null;
}

export interface BaseInfoCardProps {
  title?: string;
  fields?: InfoField[];
  status?: number;
  statusScheme?: BadgeScheme;
  statusLabel?: string;
  tracePath?: string;
  traceQuery?: Record<string, string | number>;
  lng?: number;
  lat?: number;
  address?: string;
  /** the location map's tiles and their attribution (the map picker's tile-url, tile-attribution) */
  tileUrl?: string;
  tileAttribution?: string;
  tags?: string[];
  readonly?: boolean;
  onNavigate?(detail: NavigateDetail): boolean;
  onChange?(detail: { tags: string[] }): void;
}

/** The tags' texts at the size of Fluent's small tags, until (or when) TagChips' code has not come. */
function TagChipsPlaceholder({ tags }: TagChipsProps) {
  const styles = useBaseInfoCardStyles();
  return (
    <span className={styles.chips}>
      {tags.map((tag, i) => (
        <span key={`${i}-${tag}`} className={styles.chip} data-tag-placeholder="">
          {tag}
        </span>
      ))}
    </span>
  );
}

const TagChips = lazyPart<TagChipsProps>(() => import('./TagChips').then((m) => m.TagChips), TagChipsPlaceholder, partMissing('the tags', TagChipsPlaceholder));

const PinIcon = () => (
  <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
    <path d="M8 1.5a4.5 4.5 0 0 0-4.5 4.5c0 3.2 4.5 8.5 4.5 8.5s4.5-5.3 4.5-8.5A4.5 4.5 0 0 0 8 1.5zm0 6.2a1.7 1.7 0 1 1 0-3.4 1.7 1.7 0 0 1 0 3.4z" fill="currentColor" />
  </svg>
);

function Tags({ tags, readonly, onChange }: { tags: string[]; readonly: boolean; onChange?(detail: { tags: string[] }): void }) {
  const t = useT();
  const styles = useBaseInfoCardStyles();
  const [adding, setAdding] = React.useState<string | null>(null);
  // the box's text as typed; null once it is committed or given up, so that the blur of its removal adds nothing
  const typed = React.useRef<string | null>(null);
  const type = (text: string | null) => {
    typed.current = text;
    setAdding(text);
  };
  const commit = () => {
    const text = typed.current;
    type(null);
    const next = text === null ? null : addTag(tags, text);
    if (next) onChange?.({ tags: next });
  };
  return (
    <div className={styles.tags} part="tags" aria-label={t('baseInfoCard.tags')} role="group">
      <TagChips tags={tags} readonly={readonly} onChange={onChange} />
      {!readonly && (adding === null ? (
        <Button size="small" appearance="subtle" data-action="add-tag" onClick={() => type('')}>+ {t('baseInfoCard.addTag')}</Button>
      ) : (
        <Input
          size="small"
          className={styles.tagInput}
          autoFocus
          value={adding}
          placeholder={t('baseInfoCard.newTag')}
          aria-label={t('baseInfoCard.newTag')}
          data-field="new-tag"
          onChange={(_, d) => type(d.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit();
            if (e.key === 'Escape') type(null);
          }}
          onBlur={commit}
        />
      ))}
    </div>
  );
}

export function BaseInfoCard(props: BaseInfoCardProps) {
  const { title = '', fields = [], status, statusScheme = 'audit', statusLabel, tracePath = '', traceQuery = {}, lng, lat, address = '', tags = [], readonly = false, onNavigate, onChange } = props;
  const { tileUrl = '', tileAttribution = '' } = props;
  const t = useT();
  const styles = useBaseInfoCardStyles();
  const [mapOpen, setMapOpen] = React.useState(false);
  const located = lng !== undefined && lat !== undefined;
  return (
    <section className={styles.card} part="card" data-bo-base-info-card="">
      <div className={styles.head}>
        {title && <h3 className={styles.title} part="title">{title}</h3>}
        {status !== undefined && <StatusBadge scheme={statusScheme} status={status} label={statusLabel || undefined} />}
        <span className={styles.spacer} />
        {located && (
          <Button appearance="subtle" size="small" icon={<PinIcon />} aria-label={t('baseInfoCard.location')} title={address || t('baseInfoCard.location')} data-action="location" onClick={() => setMapOpen(true)} />
        )}
        {tracePath && (
          <Link as="button" data-action="trace" onClick={() => navigate(onNavigate, { path: tracePath, query: traceQuery })}>
            {t('baseInfoCard.trace')}
          </Link>
        )}
      </div>
      {fields.length > 0 && (
        <dl className={styles.fields}>
          {fields.map((f, i) => (
            <div key={i} className={styles.field} data-info-field="">
              <dt className={styles.label}>{f.label}</dt>
              <dd className={styles.value}>{f.value === undefined || f.value === null || f.value === '' ? '--' : String(f.value)}</dd>
            </div>
          ))}
        </dl>
      )}
      {(tags.length > 0 || !readonly) && <Tags tags={tags} readonly={readonly} onChange={onChange} />}
      {located && mapOpen && (
        <NestedElement
          tag="bo-map-address-picker"
          attributes={{ readonly: true, open: true, lng, lat, address, 'tile-url': tileUrl || null, 'tile-attribution': tileAttribution || null }}
          on={{ 'bo-cancel': () => setMapOpen(false) }}
        />
      )}
    </section>
  );
}
