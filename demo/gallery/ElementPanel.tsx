import * as React from 'react';
import { Button, Card, CardHeader, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ElementDefinition } from '../../src/core/runtime';
import { examples } from '../examples';
import { Playground } from './Playground';
import { gallery } from './strings';

const useStyles = makeStyles({
  header: { marginBottom: '16px' },
  tag: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase600, fontWeight: tokens.fontWeightSemibold },
  grid: { display: 'grid', gridTemplateColumns: 'minmax(0, 3fr) minmax(320px, 2fr)', gap: '16px', alignItems: 'start' },
  stage: { padding: '24px', background: tokens.colorNeutralBackground1, minHeight: '80px', overflowX: 'auto' },
  code: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, whiteSpace: 'pre-wrap', wordBreak: 'break-all', color: tokens.colorNeutralForeground2 },
  log: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, maxHeight: '320px', overflowY: 'auto', margin: 0, padding: 0, listStyle: 'none' },
  logItem: { padding: '4px 0', borderBottom: `1px solid ${tokens.colorNeutralStroke3}`, wordBreak: 'break-all' },
  eventName: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
  methods: { display: 'flex', gap: '8px', flexWrap: 'wrap' },
});

interface LogEntry {
  at: string;
  name: string;
  detail: string;
}

export function ElementPanel({ definition }: { definition: ElementDefinition }) {
  const styles = useStyles();
  const stage = React.useRef<HTMLDivElement>(null);
  const example = examples[definition.tag];
  // one element per panel (the gallery keys the panel by tag); the effect puts it on the stage
  const [element] = React.useState(() => {
    const el = document.createElement(definition.tag);
    for (const [k, v] of Object.entries(example?.attributes ?? {})) el.setAttribute(k, v);
    return el;
  });
  const [log, setLog] = React.useState<LogEntry[]>([]);
  const [html, setHtml] = React.useState('');

  React.useEffect(() => {
    const el = element;
    stage.current!.append(el);
    const names = [...Object.keys(definition.events ?? {}), 'bo-error'];
    const onEvent = (e: Event) =>
      setLog((l) => [{ at: new Date().toLocaleTimeString('zh-CN'), name: e.type, detail: JSON.stringify((e as CustomEvent).detail) }, ...l].slice(0, 100));
    names.forEach((n) => el.addEventListener(n, onEvent));
    const sync = () => setHtml(el.outerHTML.replace(/></, '>\n<'));
    const observer = new MutationObserver(sync);
    observer.observe(el, { attributes: true });
    queueMicrotask(sync);
    return () => {
      observer.disconnect();
      names.forEach((n) => el.removeEventListener(n, onEvent));
      el.remove();
    };
  }, [definition, element]);

  const call = async (name: string) => {
    const result = await (element as unknown as Record<string, () => unknown>)[name]();
    setLog((l) => [{ at: new Date().toLocaleTimeString('zh-CN'), name: `${name}() →`, detail: JSON.stringify(result) ?? 'undefined' }, ...l]);
  };

  return (
    <section>
      <div className={styles.header}>
        <Text as="h1" className={styles.tag} block>{`<${definition.tag}>`}</Text>
        <Text block>{definition.description}</Text>
        {example?.hint && <Text block style={{ color: tokens.colorNeutralForeground3 }}>{example.hint}</Text>}
      </div>
      <div className={styles.grid}>
        <div style={{ display: 'grid', gap: '16px', alignContent: 'start' }}>
          <Card>
            <CardHeader header={<Text weight="semibold">{gallery.example}</Text>} />
            <div className={styles.stage} ref={stage} data-stage="" />
            <Text className={styles.code} aria-label={gallery.html}>{html}</Text>
          </Card>
          {definition.methods && Object.keys(definition.methods).length > 0 && (
            <Card>
              <CardHeader header={<Text weight="semibold">{gallery.methods}</Text>} />
              <div className={styles.methods}>
                {Object.entries(definition.methods).map(([name, spec]) => (
                  <Button key={name} onClick={() => call(name)} title={spec.description}>{`${name}()`}</Button>
                ))}
              </div>
            </Card>
          )}
          <Card>
            <CardHeader
              header={<Text weight="semibold">{gallery.events}</Text>}
              action={<Button size="small" onClick={() => setLog([])}>{gallery.clear}</Button>}
            />
            <ul className={styles.log} data-event-log="">
              {log.length === 0 && <li className={styles.logItem}>{gallery.noEvents}</li>}
              {log.map((entry, i) => (
                <li key={log.length - i} className={styles.logItem}>
                  {entry.at} <span className={styles.eventName}>{entry.name}</span> {entry.detail}
                </li>
              ))}
            </ul>
          </Card>
        </div>
        <Card>
          <CardHeader header={<Text weight="semibold">{gallery.playground}</Text>} />
          {element && <Playground definition={definition} element={element} />}
        </Card>
      </div>
    </section>
  );
}
