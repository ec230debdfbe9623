/**
 * The card grid of the material and icon pickers (spec 2 Material grid, Icon pickers, §4 Icon/material
 * tiles): a body for the picker engine's `body` option. Cards in a responsive CSS grid (a page holds
 * at most 100 cards, so they are not virtualised), each with image, title, subtitle, type tag and a
 * check box (checkbox mode) or radio (radio mode); cards in `disabled-ids` are shown chosen and cannot
 * be picked; 全选 above the grid in checkbox mode is checked only when every card is; loading, 暂无数据
 * and error-with-retry states. A grid of cards, each a row (a card holds its 查看大图 and 确定 buttons,
 * which an option of a listbox may not): one Tab stop on the cards, arrows / Home / End move, Space /
 * Enter pick; Tab goes on to the focused card's buttons.
 */
import * as React from 'react';
import { Checkbox } from '@fluentui/react-components';
import { IconStylesheets } from './IconStylesheets';
import { ListStates } from '../table/ListStates';
import { useT, type Translate } from '../../core/i18n';
import { safeImage } from '../../core/safe-url';
import type { PickerBodyProps } from '../picker/types';
import { GridCard, type CardFace } from './GridCard';
import { columnCount, moveIndex } from './grid.logic';
import { PreviewDialog } from './PreviewDialog';
import { DEFAULT_TILE, useSelectionGridStyles } from './SelectionGrid.styles';

export interface SelectionGridOptions<Row> {
  /** what a card shows of a record, in the words of `t` (a type tag...) */
  card: (row: Row, t: Translate) => CardFace;
  /** minimum card width in px (default 160) */
  tile?: number;
  /** a 查看大图 button on cards with an image */
  preview?: boolean;
  /** cards with their own 确定, which confirms that card at once (spec 2: material icons) */
  quickConfirm?: (row: Row) => boolean;
}

/** A picker body drawing records as cards: `body: selectionGrid({ card: (m) => ({ title: m.title }) })`.
 * It says what of a record it shows (`shows`: its card), for the backend contract. */
export function selectionGrid<Row>(options: SelectionGridOptions<Row>) {
  const Grid = (props: PickerBodyProps<Row>): React.ReactNode => <SelectionGrid {...props} options={options} />;
  return Object.assign(Grid, { shows: options.card });
}

export function SelectionGrid<Row>(props: PickerBodyProps<Row> & { options: SelectionGridOptions<Row> }) {
  const t = useT();
  const { rows, getId, selection, loading, error, onRetry, height, options, onConfirmRow } = props;
  const styles = useSelectionGridStyles();
  const grid = React.useRef<HTMLDivElement>(null);
  const [active, setActive] = React.useState(0);
  const [previewed, setPreviewed] = React.useState<CardFace>();
  // a card's picture only from an address the browser may load (the placeholder otherwise)
  const faces = React.useMemo(
    () => rows.map((row): CardFace => {
      const face = options.card(row, t);
      return { ...face, image: safeImage(face.image) };
    }),
    [rows, options, t],
  );
  const focusIndex = Math.min(active, Math.max(rows.length - 1, 0));
  const allState = selection.pageState(rows);

  const onKeyDown = (e: React.KeyboardEvent) => {
    if ((e.target as HTMLElement).getAttribute('role') !== 'row') return;
    if (e.key === ' ' || e.key === 'Enter') {
      e.preventDefault();
      if (rows[focusIndex] !== undefined) selection.toggle(rows[focusIndex]);
      return;
    }
    const next = moveIndex(e.key, focusIndex, rows.length, columnCount(grid.current));
    if (next === undefined) return;
    e.preventDefault();
    setActive(next);
    grid.current?.querySelectorAll<HTMLElement>('[role="row"]')[next]?.focus();
  };

  return (
    <div className={styles.root} data-bo-grid="" part="list">
      {selection.mode === 'checkbox' && (
        <div className={styles.toolbar}>
          <Checkbox
            label={t('cardPicker.selectAll')}
            checked={allState === 'checked' ? true : allState === 'mixed' ? 'mixed' : false}
            disabled={rows.length === 0 || !!error}
            onChange={() => selection.toggleAll(rows)}
            data-action="select-all"
          />
        </div>
      )}
      <div className={styles.scroller} style={{ height }}>
        {!error && rows.length > 0 && (
          <div
            ref={grid}
            role="grid"
            aria-label={props['aria-label']}
            aria-multiselectable={selection.mode === 'checkbox' || undefined}
            aria-busy={loading || undefined}
            className={styles.grid}
            style={{ gridTemplateColumns: `repeat(auto-fill, minmax(${options.tile ?? DEFAULT_TILE}px, 1fr))` }}
            onKeyDown={onKeyDown}
          >
            {rows.map((row, i) => {
              const id = getId(row);
              const face = faces[i]!;
              return (
                <GridCard
                  key={String(id)}
                  id={String(id)}
                  face={face}
                  mode={selection.mode}
                  checked={selection.mode !== 'none' && selection.isSelected(id)}
                  disabled={selection.isDisabled(id)}
                  active={i === focusIndex}
                  preview={face.preview ?? !!options.preview}
                  onToggle={() => selection.toggle(row)}
                  onFocus={() => setActive(i)}
                  onPreview={() => setPreviewed(face)}
                  onConfirm={selection.mode !== 'none' && onConfirmRow && options.quickConfirm?.(row) ? () => onConfirmRow(row) : undefined}
                />
              );
            })}
          </div>
        )}
        <ListStates loading={loading} error={error} onRetry={onRetry} empty={rows.length === 0} />
      </div>
      {faces.some((f) => f.iconClass) && <IconStylesheets />}
      <PreviewDialog image={previewed?.image} title={previewed?.title} onClose={() => setPreviewed(undefined)} />
    </div>
  );
}
