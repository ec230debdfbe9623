import { mergeClasses } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { resolveBadge, type BadgeKind, type BadgeModel, type BadgeScheme } from './status-badge.logic';
import { useStatusBadgeStyles } from './StatusBadge.styles';

export interface StatusBadgeProps {
  /** one of the eight kinds (scheme "kind") */
  /** '' (the attribute's default) is no kind */
  kind?: BadgeKind | '';
  /** how `status` is read: kind (default), audit, invoice or verification */
  scheme?: BadgeScheme;
  /** numeric status of the audit, invoice or verification scheme */
  status?: number;
  /** text that replaces the default label */
  label?: string;
  /** a coloured tag (default) or a dot before the label */
  appearance?: 'tag' | 'dot';
  /** a custom model of the audit scheme: { "0": { "name": "草稿", "color": "#888" } } */
  custom?: BadgeModel;
}

export function StatusBadge({ kind, scheme = 'kind', status, label, appearance = 'tag', custom }: StatusBadgeProps) {
  const styles = useStatusBadgeStyles();
  const view = resolveBadge({ kind, scheme, status, label, custom }, useT());
  if (!view) return null;
  const colour = view.color ? { color: view.color } : undefined;
  if (appearance === 'dot') {
    return (
      <span className={styles.root} data-tone={view.tone} part="badge">
        <span className={mergeClasses(styles.dot, styles[view.tone])} style={colour} aria-hidden="true" />
        <span className={styles.text}>{view.label}</span>
      </span>
    );
  }
  return (
    <span
      className={mergeClasses(styles.root, styles.tag, styles[view.tone], view.color ? styles.plain : undefined)}
      style={colour}
      data-tone={view.tone}
      part="badge"
    >
      {view.label}
    </span>
  );
}
