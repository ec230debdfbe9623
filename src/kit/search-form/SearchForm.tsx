import * as React from 'react';
import { Button, mergeClasses, Spinner, useId } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import type { SearchField, SearchValues } from '../types';
import { whenIdle } from '../../core/runtime/lazy-part';
import { FieldInput } from './FieldInput';
import { preloadSelects } from './lazy-widgets';
import { splitFields } from './layout';
import { buildSearchPayload, searchPayload, searchValueOf } from './payload';
import { useSearchFormStyles } from './SearchForm.styles';

export interface SearchFormProps {
  fields: SearchField[];
  /** the values by field (controlled): input texts, option values, [start, end] tuples */
  values: SearchValues;
  /** every change of a value, with all the values */
  onChange(values: SearchValues): void;
  /** 搜索 or Enter in a text field: the payload of buildSearchPayload */
  onSearch(payload: Record<string, unknown>): void;
  /** 重置: called after the values were cleared (onChange({})) and before onSearch({}) */
  onReset(): void;
  /** a search is running: the 搜索 button shows a spinner (it stays usable: a new search replaces it) */
  busy?: boolean;
  /** more buttons before 重置 (the search bar's temporary fields, schemes, statistics) */
  extraActions?: React.ReactNode;
  /** up to this many fields nothing is folded (default 3; the search bar: 2) */
  foldAbove?: number;
  /** the label of the reset button (default 重置) */
  resetLabel?: string;
  /** the folded fields are shown (controlled; default: the form's own toggle state) */
  expanded?: boolean;
  onExpandedChange?(expanded: boolean): void;
  /** labels beside their inputs, rows of BAR_ROW_HEIGHT; collapsed, the fields and the buttons share one
   * such line (the search bar: 38 px) */
  compact?: boolean;
}

/** Height of a row of the compact form (spec 1 §4: the collapsed search bar is 38 px high). */
export const BAR_ROW_HEIGHT = 38;

/**
 * The search form of pickers and lists (spec 1 §2 "Search bar", §5; spec 2 §1): a responsive grid of
 * labelled fields (4 columns from 1200 px of width, then 3, 2, 1), the first two and the `top` fields
 * always visible and the rest behind 展开/收起 when there are more than 3, and the buttons 重置 and 搜索.
 * It is a native form: Enter in a text, number or date input submits it.
 */
export function SearchForm(props: SearchFormProps) {
  const { fields, values, onChange, onSearch, onReset, busy = false, extraActions, foldAbove, resetLabel, compact = false } = props;
  const t = useT();
  const styles = useSearchFormStyles();
  const gridId = useId('search-grid-');
  const [ownExpanded, setOwnExpanded] = React.useState(false);
  const expanded = props.expanded ?? ownExpanded;
  const setExpanded = (open: boolean) => (props.onExpandedChange ? props.onExpandedChange(open) : setOwnExpanded(open));
  const { shown, folded } = splitFields(fields, foldAbove);
  const visible = expanded ? fields : shown;
  // the collapsed compact form: its fields and buttons on one line of BAR_ROW_HEIGHT
  const oneLine = compact && (!expanded || folded.length === 0);
  // folded fields keep their values (and are searched): the toggle tells how many are filled
  const filledFolded = folded.filter((f) => searchValueOf(f, values[f.field]) !== undefined).length;
  // the selects its fields use load after the first paint, before the user reaches for them (a date
  // field's shortcut menu when its button is pressed)
  const preload = React.useEffectEvent(() => void preloadSelects(fields));
  const kinds = fields.map((f) => `${f.type}${f.remote ? '+' : ''}`).join(' ');
  React.useEffect(() => whenIdle(preload), [kinds]);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    void searchPayload(fields, values).then(onSearch);
  };
  const reset = () => {
    onChange({});
    onReset();
    onSearch(buildSearchPayload(fields, {}));
  };

  return (
    <form
      className={styles.root}
      role="search"
      aria-label={t('searchForm.label')}
      aria-busy={busy || undefined}
      noValidate
      onSubmit={submit}
      part="search-form"
    >
      <div className={mergeClasses(styles.grid, compact && styles.compact, oneLine && styles.oneLine)} id={gridId}>
        {visible.map((field) => (
          <FieldInput
            key={field.field}
            field={field}
            value={values[field.field]}
            inline={compact}
            onChange={(v) => onChange({ ...values, [field.field]: v })}
          />
        ))}
        <div className={mergeClasses(styles.actions, compact && styles.compactActions, oneLine && styles.oneLineActions)}>
          {folded.length > 0 && (
            <Button
              appearance="transparent"
              className={styles.toggle}
              aria-expanded={expanded}
              aria-controls={gridId}
              data-action="toggle"
              onClick={() => setExpanded(!expanded)}
            >
              {expanded
                ? t('searchForm.collapse')
                : filledFolded > 0
                  ? t('searchForm.expandFilled', { count: filledFolded })
                  : t('searchForm.expand')}
            </Button>
          )}
          {extraActions}
          <Button type="button" data-action="reset" onClick={reset}>
            {resetLabel ?? t('searchForm.reset')}
          </Button>
          <Button
            type="submit"
            appearance="primary"
            data-action="search"
            icon={busy ? <Spinner size="tiny" /> : undefined}
          >
            {t('searchForm.search')}
          </Button>
        </div>
      </div>
    </form>
  );
}
