import * as React from 'react';
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useStrings } from '../gallery/useStrings';

const useStyles = makeStyles({
  section: { display: 'grid', gap: '8px' },
  scroll: { overflowX: 'auto' },
  table: { width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed', fontSize: tokens.fontSizeBase300 },
  th: {
    textAlign: 'left', padding: '6px 8px', borderBottom: `2px solid ${tokens.colorNeutralStroke1}`,
    color: tokens.colorNeutralForeground3, fontWeight: tokens.fontWeightSemibold,
  },
  td: { padding: '6px 8px', borderBottom: `1px solid ${tokens.colorNeutralStroke3}`, verticalAlign: 'top', overflowWrap: 'anywhere' },
  code: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
  none: { color: tokens.colorNeutralForeground3 },
});

export interface Column<T> {
  title: string;
  cell: (row: T) => React.ReactNode;
  /** a share of the width (the description column takes what is left) */
  width?: string;
  code?: boolean;
}

/** A section of a reference page: a heading and a table, or 无 / None when there is nothing to list; a
 * table inside a section (a call's parameters) takes a smaller heading. */
export function DocTable<T>({ title, id, rows, columns, nested = false }: { title: string; id: string; rows: T[]; columns: Column<T>[]; nested?: boolean }) {
  const styles = useStyles();
  const s = useStrings();
  return (
    <section className={styles.section} data-doc-section={id}>
      {nested ? <Text as="h4" size={300} weight="semibold">{title}</Text> : <Text as="h2" size={500} weight="semibold">{title}</Text>}
      {rows.length === 0 ? (
        <Text className={styles.none}>{s.reference.none}</Text>
      ) : (
        <div className={styles.scroll}>
          <table className={styles.table}>
            <colgroup>{columns.map((c) => <col key={c.title} style={{ width: c.width }} />)}</colgroup>
            <thead>
              <tr>{columns.map((c) => <th key={c.title} className={styles.th}>{c.title}</th>)}</tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={i}>
                  {columns.map((c) => (
                    <td key={c.title} className={`${styles.td} ${c.code ? styles.code : ''}`}>{c.cell(row)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
