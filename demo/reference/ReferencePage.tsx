import { Card, CardHeader, makeStyles, Text, tokens } from '@fluentui/react-components';
import { examples } from '../examples';
import { LiveExample } from '../gallery/LiveExample';
import { Playground } from '../gallery/Playground';
import { useElementChanges, useLiveElement } from '../gallery/useLiveElement';
import { useStrings } from '../gallery/useStrings';
import { ApiTables } from './ApiTables';
import { Accessibility } from './Accessibility';
import { BackendContract } from './BackendContract';
import type { ElementDoc } from './manifest';
import { Snippets } from './Snippets';
import { usageOf } from './usage';

const useStyles = makeStyles({
  page: { display: 'grid', gap: '24px', maxWidth: '1400px' },
  tag: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightSemibold },
  hint: { color: tokens.colorNeutralForeground3 },
  grid: { display: 'grid', gridTemplateColumns: 'minmax(0, 3fr) minmax(320px, 2fr)', gap: '16px', alignItems: 'start' },
  column: { display: 'grid', gap: '16px', alignContent: 'start', minWidth: 0 },
});

/**
 * The reference page of one element, from custom-elements.json: what it is, the live example with its
 * playground beside it, code for each host that follows the example, then the documented API.
 */
export function ReferencePage({ doc }: { doc: ElementDoc }) {
  const styles = useStyles();
  const s = useStrings();
  const element = useLiveElement(doc.tag);
  // renders the page again when the element changes: the fields and the snippets read its properties
  const [, changed] = useElementChanges(element, doc.events.map((e) => e.name));
  const hint = examples[doc.tag]?.hint;
  return (
    <article className={styles.page} data-reference={doc.tag}>
      <header>
        <Text as="h1" className={styles.tag} block>{`<${doc.tag}>`}</Text>
        <Text block>{doc.description}</Text>
        {hint && <Text block className={styles.hint}>{hint}</Text>}
      </header>
      <div className={styles.grid}>
        <div className={styles.column}>
          <LiveExample doc={doc} element={element} onCalled={changed} />
          <Snippets usage={usageOf(doc, element, s.open)} />
        </div>
        <Card>
          <CardHeader header={<Text weight="semibold">{s.playground}</Text>} />
          <Playground doc={doc} element={element} />
        </Card>
      </div>
      <ApiTables doc={doc} />
      <Accessibility doc={doc} />
      {/* 后端接口 / Backend contract: rendered when data for this element is wired in (BackendContract.tsx) */}
      <BackendContract tag={doc.tag} />
    </article>
  );
}
