/**
 * What a status badge shows (spec 3 §2.13, §4 Badges): a label and a colour, from
 * - one of eight kinds (primary submitted, success completed, errorw reject-terminated, info expired,
 *   warning in approval, danger refused, tijiaozhong submitting, isShengxiao in effect);
 * - a numeric status in a scheme: audit (0 submitting blue, 1 in approval amber, 2 in effect green,
 *   anything else rejected and terminated red; a custom model with its own colour and name overrides it),
 *   invoice (0 blue, 1 green, 2 grey), verification (0 warning, 1 success, 2 danger).
 */
import type { Translate } from '../../core/i18n';

export const BADGE_KINDS = ['primary', 'success', 'errorw', 'info', 'warning', 'danger', 'tijiaozhong', 'isShengxiao'] as const;
export type BadgeKind = (typeof BADGE_KINDS)[number];
export const BADGE_SCHEMES = ['kind', 'audit', 'invoice', 'verification'] as const;
export type BadgeScheme = (typeof BADGE_SCHEMES)[number];

/** Named colours of the badge palette (Fluent status colours). */
export type BadgeTone = 'blue' | 'green' | 'amber' | 'red' | 'grey';

/** A custom model: per status value its own name and CSS colour. */
export type BadgeModel = Record<string, { name: string; color: string }>;

export interface BadgeInput {
  /** '' (the attribute's default) is no kind */
  kind?: BadgeKind | '';
  scheme: BadgeScheme;
  status?: number;
  label?: string;
  custom?: BadgeModel;
}

export interface BadgeView {
  label: string;
  tone: BadgeTone;
  /** a custom colour that replaces the tone */
  color?: string;
}

const KIND_TONE: Record<BadgeKind, BadgeTone> = {
  primary: 'blue',
  success: 'green',
  errorw: 'red',
  info: 'grey',
  warning: 'amber',
  danger: 'red',
  tijiaozhong: 'blue',
  isShengxiao: 'green',
};

const AUDIT_TONE: Record<string, BadgeTone> = { 0: 'blue', 1: 'amber', 2: 'green' };
const INVOICE_TONE: Record<string, BadgeTone> = { 0: 'blue', 1: 'green', 2: 'grey' };
const VERIFICATION_TONE: Record<string, BadgeTone> = { 0: 'amber', 1: 'green', 2: 'red' };

/** The badge to show, labelled in the words of `t`, or null when there is nothing to show (no kind and no status). */
export function resolveBadge({ kind, scheme, status, label, custom }: BadgeInput, t: Translate): BadgeView | null {
  const s = t.strings.badge;
  if (scheme === 'kind') {
    if (!kind) return label ? { label, tone: 'grey' } : null;
    return { label: label ?? s.kind[kind], tone: KIND_TONE[kind] };
  }
  if (status === undefined) return null;
  const key = String(status);
  const own = custom?.[key];
  if (own) return { label: label ?? own.name, tone: 'grey', color: own.color };
  if (scheme === 'audit') {
    return { label: label ?? s.audit[key] ?? s.audit.other, tone: AUDIT_TONE[key] ?? 'red' };
  }
  const tones = scheme === 'invoice' ? INVOICE_TONE : VERIFICATION_TONE;
  const names = scheme === 'invoice' ? s.invoice : s.verification;
  if (!(key in tones)) return label ? { label, tone: 'grey' } : null;
  return { label: label ?? names[key], tone: tones[key] };
}
