import { Input } from '@fluentui/react-components';
import { useT, type MessageKey } from '../../core/i18n';
import type { SearchField } from '../types';
import { NUMBER_MAX, NUMBER_MIN } from './payload';
import { useSearchFormStyles } from './SearchForm.styles';
import { ShortcutMenu } from './lazy-widgets';
import { asPair } from './values';

export type RangeType = 'date_rang' | 'month_rang' | 'time_rang' | 'amount_rang';

export const isRange = (type: SearchField['type']): type is RangeType => type.endsWith('_rang');

interface RangeKind {
  type: 'date' | 'month' | 'time' | 'number';
  start: MessageKey;
  end: MessageKey;
  step?: number;
}

const KINDS: Record<RangeType, RangeKind> = {
  date_rang: { type: 'date', start: 'searchForm.startDate', end: 'searchForm.endDate' },
  month_rang: { type: 'month', start: 'searchForm.startMonth', end: 'searchForm.endMonth' },
  time_rang: { type: 'time', start: 'searchForm.startTime', end: 'searchForm.endTime', step: 1 },
  amount_rang: { type: 'number', start: 'searchForm.min', end: 'searchForm.max', step: 0.01 },
};

export interface RangeInputProps {
  /** id of the start input (the field label points to it); the end input is `${id}-end` */
  id: string;
  labelId: string;
  field: SearchField & { type: RangeType };
  value: unknown;
  onChange(value: [string, string]): void;
}

/**
 * Two inputs 「开始 至 结束」: each named by the field label plus its side (开始日期, 最小值...); amounts
 * are followed by the unit, date ranges by the range shortcut menu.
 */
export function RangeInput({ id, labelId, field, value, onChange }: RangeInputProps) {
  const t = useT();
  const styles = useSearchFormStyles();
  const kind = KINDS[field.type];
  const pair = asPair(value);
  const amount = field.type === 'amount_rang';
  const side = (i: 0 | 1) => {
    const sideId = i === 0 ? id : `${id}-end`;
    const name = t(i === 0 ? kind.start : kind.end);
    return (
      <Input
        id={sideId}
        className={styles.grow}
        type={kind.type}
        step={kind.step}
        min={amount ? (field.min ?? NUMBER_MIN) : undefined}
        max={amount ? (field.max ?? NUMBER_MAX) : undefined}
        placeholder={amount ? name : undefined}
        aria-label={name}
        aria-labelledby={`${labelId} ${sideId}`}
        value={pair[i]}
        data-side={i === 0 ? 'start' : 'end'}
        onChange={(_, d) => onChange(i === 0 ? [d.value, pair[1]] : [pair[0], d.value])}
      />
    );
  };
  return (
    <div className={styles.row}>
      {side(0)}
      <span className={styles.to} aria-hidden="true">
        {t('searchForm.to')}
      </span>
      {side(1)}
      {amount && field.unit && <span className={styles.unit}>{field.unit}</span>}
      {field.type === 'date_rang' && (
        <ShortcutMenu title={field.title} onPick={onChange} />
      )}
    </div>
  );
}
