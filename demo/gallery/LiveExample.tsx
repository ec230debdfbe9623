import * as React from 'react';
import { Button, Card, CardHeader, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ElementDoc } from '../reference/manifest';
import { useStrings } from './useStrings';

const useStyles = makeStyles({
  stage: { padding: '24px', background: tokens.colorNeutralBackground1, minHeight: '80px', overflowX: 'auto' },
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
const now = () => new Date().toLocaleTimeString('zh-CN');

/** The live element on its stage, buttons for its methods, and a log of the events it dispatches. */
export function LiveExample({ doc, element, onCalled }: { doc: ElementDoc; element: HTMLElement; onCalled: () => void }) {
  const styles = useStyles();
  const s = useStrings();
  const stage = React.useRef<HTMLDivElement>(null);
  const [log, setLog] = React.useState<LogEntry[]>([]);
  const add = (entry: LogEntry) => setLog((l) => [entry, ...l].slice(0, 100));

  React.useEffect(() => {
    stage.current!.append(element);
    const names = doc.events.map((e) => e.name);
    const onEvent = (e: Event) => add({ at: now(), name: e.type, detail: JSON.stringify((e as CustomEvent).detail) });
    names.forEach((n) => element.addEventListener(n, onEvent));
    return () => {
      names.forEach((n) => element.removeEventListener(n, onEvent));
      element.remove();
    };
  }, [doc, element]);

  const call = async (name: string) => {
    const result = await (element as unknown as Record<string, () => unknown>)[name]();
    add({ at: now(), name: `${name}() →`, detail: JSON.stringify(result) ?? 'undefined' });
    onCalled();
  };

  return (
    <>
      <Card>
        <CardHeader header={<Text weight="semibold">{s.example}</Text>} />
        <div className={styles.stage} ref={stage} data-stage="" />
      </Card>
      {doc.methods.length > 0 && (
        <Card>
          <CardHeader header={<Text weight="semibold">{s.methods}</Text>} />
          <div className={styles.methods}>
            {doc.methods.map((m) => (
              <Button key={m.name} onClick={() => call(m.name)} title={m.description}>{`${m.name}()`}</Button>
            ))}
          </div>
        </Card>
      )}
      <Card>
        <CardHeader
          header={<Text weight="semibold">{s.events}</Text>}
          action={<Button size="small" onClick={() => setLog([])}>{s.clear}</Button>}
        />
        <ul className={styles.log} data-event-log="">
          {log.length === 0 && <li className={styles.logItem}>{s.noEvents}</li>}
          {log.map((entry, i) => (
            <li key={log.length - i} className={styles.logItem}>
              {entry.at} <span className={styles.eventName}>{entry.name}</span> {entry.detail}
            </li>
          ))}
        </ul>
      </Card>
    </>
  );
}
