/** The receipt picker's own cells: the direction of a receipt in its colour and words (income green,
 * expense red: never the colour alone), and the attachments as links that open in a new window. */
import '../../core/i18n/areas/finance-pickers';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '../../core/i18n';
import { ExternalLink } from '../shared/cells';
import type { Receipt } from './api';

const useStyles = makeStyles({
  income: { color: tokens.colorPaletteGreenForeground1, fontWeight: tokens.fontWeightSemibold },
  expense: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  files: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalS, minWidth: 0 },
});

/** 收入 in green (type 1), 支出 in red (type 2): the server's type_text, else the words of the type. */
export function FlowType({ row }: { row: Receipt }) {
  const t = useT();
  const styles = useStyles();
  const text = row.type_text || t.strings.receiptPicker.types[row.type ?? 0];
  if (!text) return <>--</>;
  const flow = row.type === 1 ? 'income' : row.type === 2 ? 'expense' : undefined;
  return (
    <span className={flow && styles[flow]} data-flow={flow} data-cell-text="">
      {text}
    </span>
  );
}

/** Each file's name, a link to its http(s) address (a new window, noopener); -- without files. */
export function Attachments({ files }: { files?: Receipt['files'] }) {
  const styles = useStyles();
  const list = (files ?? []).filter((f) => f && (f.name || f.image_url));
  if (!list.length) return <>--</>;
  return (
    <span className={styles.files}>
      {list.map((f, i) => (
        <ExternalLink key={f.attachment_id ?? i} href={f.image_url} label={f.name} />
      ))}
    </span>
  );
}
