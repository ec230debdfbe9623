/**
 * bo-search-scheme-drawer (spec 1 §2 "Search-scheme drawer"): the saved schemes on the left (star on the
 * current one, edit, delete, a new one), the search fields with 全选 in the middle, and the chosen fields
 * on the right, sorted by dragging or with the arrow keys on their handles. In temporary mode there are
 * no schemes: 确定 gives the chosen fields without saving.
 */
import '../../core/i18n/areas/search';
import * as React from 'react';
import { Button, Checkbox, Input, mergeClasses } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { PickerDrawer } from '../../kit/drawer/PickerDrawer';
import { BusyButton, SortHandle, useSortable } from '../../kit/form';
import { ListStates } from '../../kit/table/ListStates';
import { userMessage } from '../../core/http';
import type { SearchScheme } from './api';
import { canDelete } from './scheme.logic';
import { useSchemeDrawerStyles } from './SearchSchemeDrawer.styles';
import { useSchemeDrawer, type SchemeConfirmDetail } from './useSchemeDrawer';

export interface SearchSchemeDrawerProps {
  open?: boolean;
  searchApi?: string;
  temporary?: boolean;
  chosen?: string[];
  values?: Record<string, unknown>;
  title?: string;
  onConfirm?(detail: SchemeConfirmDetail): void;
  onCancel?(): void;
}

type DrawerState = ReturnType<typeof useSchemeDrawer>;

export function SearchSchemeDrawer({ open = false, searchApi = '', temporary = false, chosen = [], values = {}, title, onConfirm, onCancel }: SearchSchemeDrawerProps) {
  const t = useT();
  const styles = useSchemeDrawerStyles();
  const state = useSchemeDrawer({ open, searchApi, temporary, chosen, values, onConfirm, onCancel });
  const { data } = state;
  const missing = !searchApi.trim();
  const error = missing ? t('picker.missingAttribute', { name: 'search-api' }) : data.error && userMessage(data.error, t);
  const ready = !missing && data.loaded && !data.error;
  return (
    <PickerDrawer
      open={open}
      title={title || t(temporary ? 'schemeDrawer.temporaryTitle' : 'schemeDrawer.title')}
      showConfirm
      busy={state.busy}
      onConfirm={() => void state.submit()}
      onCancel={() => void state.cancel()}
    >
      {!ready || data.fields.length === 0 ? (
        <ListStates loading={data.loading} error={error} onRetry={missing ? undefined : data.reload} empty />
      ) : (
        <div className={styles.columns} data-bo-scheme-drawer="" data-loaded="" data-backend-text="">
          {!temporary && <SchemeColumn state={state} />}
          <FieldColumn state={state} />
          <ChosenColumn state={state} />
        </div>
      )}
    </PickerDrawer>
  );
}

function SchemeColumn({ state }: { state: DrawerState }) {
  const t = useT();
  const styles = useSchemeDrawerStyles();
  return (
    <section className={mergeClasses(styles.column, styles.schemes)} aria-label={t('schemeDrawer.schemes')}>
      <div className={styles.heading}>
        <span>{t('schemeDrawer.schemes')}</span>
        <Button size="small" appearance="transparent" onClick={state.add} data-action="add-scheme">
          {t('schemeDrawer.add')}
        </Button>
      </div>
      <ul className={styles.list}>
        {state.list.map((s) => (
          <SchemeRow key={s.id} scheme={s} state={state} />
        ))}
      </ul>
    </section>
  );
}

function SchemeRow({ scheme: s, state }: { scheme: SearchScheme; state: DrawerState }) {
  const t = useT();
  const styles = useSchemeDrawerStyles();
  const name = s.search_fa_name || t('schemeDrawer.untitled');
  const editing = state.editing.includes(s.id);
  const current = s.is_current === 1 && s.id !== 0;
  return (
    <li className={mergeClasses(styles.scheme, state.selectedId === s.id && styles.selected)} data-scheme-id={s.id} data-current={current || undefined}>
      <Button
        size="small"
        appearance="transparent"
        className={styles.star}
        aria-label={current ? t('schemeDrawer.current') : t('schemeDrawer.star', { name })}
        aria-pressed={current}
        disabled={s.id === 0 || state.busy}
        onClick={() => void state.star(s)}
        data-action="star"
      >
        {current ? '★' : '☆'}
      </Button>
      {editing ? (
        <Input
          size="small"
          className={styles.nameInput}
          value={s.search_fa_name}
          placeholder={t('schemeDrawer.namePlaceholder')}
          aria-label={t('schemeDrawer.name')}
          onFocus={() => state.select(s.id)}
          onChange={(_, d) => state.rename(s.id, d.value)}
          data-action="name"
        />
      ) : (
        <Button size="small" appearance="transparent" className={styles.name} aria-current={state.selectedId === s.id || undefined} onClick={() => state.select(s.id)} data-action="select">
          {name}
        </Button>
      )}
      {s.search_fa_class === 1 && <span className={styles.tag}>{t('schemeDrawer.builtIn')}</span>}
      {editing ? (
        <BusyButton size="small" appearance="transparent" className={styles.icon} busy={state.busy} onClick={() => void state.save(s.id)} data-action="save">
          {t('schemeDrawer.save')}
        </BusyButton>
      ) : (
        <Button size="small" appearance="transparent" className={styles.icon} aria-label={t('schemeDrawer.edit', { name })} onClick={() => state.edit(s.id)} data-action="edit">
          ✎
        </Button>
      )}
      {canDelete(s) && (
        <Button size="small" appearance="transparent" className={styles.icon} aria-label={t('schemeDrawer.delete', { name })} disabled={state.busy} onClick={() => void state.remove(s)} data-action="delete">
          ✕
        </Button>
      )}
    </li>
  );
}

function FieldColumn({ state }: { state: DrawerState }) {
  const t = useT();
  const styles = useSchemeDrawerStyles();
  const all = state.known.length > 0 && state.chosen.length === state.known.length;
  const some = state.chosen.length > 0 && !all;
  return (
    <section className={mergeClasses(styles.column, styles.fields)} aria-label={t('schemeDrawer.fields')}>
      <div className={styles.heading}>
        <span>{t('schemeDrawer.fields')}</span>
        <Checkbox label={t('schemeDrawer.selectAll')} checked={all ? true : some ? 'mixed' : false} onChange={(_, d) => state.toggleAll(d.checked === true)} data-action="select-all" />
      </div>
      <div className={styles.grid}>
        {state.data.fields.map((f) => (
          <Checkbox key={f.field} label={f.title} checked={state.chosen.includes(f.field)} onChange={(_, d) => state.toggle(f.field, d.checked === true)} data-field-name={f.field} />
        ))}
      </div>
    </section>
  );
}

function ChosenColumn({ state }: { state: DrawerState }) {
  const t = useT();
  const styles = useSchemeDrawerStyles();
  const listRef = React.useRef<HTMLUListElement>(null);
  useSortable(listRef, { onMove: state.move, handle: '[data-sort-handle]' });
  const titleOf = (name: string) => state.data.fields.find((f) => f.field === name)?.title ?? name;
  return (
    <section className={mergeClasses(styles.column, styles.chosen)} aria-label={t('schemeDrawer.chosen', { count: state.chosen.length })}>
      <div className={styles.heading}>{t('schemeDrawer.chosen', { count: state.chosen.length })}</div>
      {state.chosen.length === 0 && <div className={styles.hint}>{t('schemeDrawer.chosenEmpty')}</div>}
      <ul className={styles.list} ref={listRef} data-chosen-list="">
        {state.chosen.map((name, i) => (
          <li key={name} className={styles.item} data-chosen={name}>
            <SortHandle index={i} count={state.chosen.length} onMove={state.move} label={titleOf(name)} />
            <span className={styles.title}>{titleOf(name)}</span>
            <Button size="small" appearance="transparent" className={styles.icon} aria-label={t('schemeDrawer.remove', { name: titleOf(name) })} onClick={() => state.toggle(name, false)} data-action="remove">
              ✕
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
