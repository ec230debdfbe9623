import * as React from 'react';
import { Button, Card, CardHeader, makeStyles, Tab, TabList, Text } from '@fluentui/react-components';
import { CodeBlock } from '../gallery/CodeBlock';
import { useStrings } from '../gallery/useStrings';
import { printers, type Host } from './printers';
import type { Usage } from './usage';

const useStyles = makeStyles({
  bar: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '8px', flexWrap: 'wrap' },
});

const HOSTS: { host: Host; label: string }[] = [
  { host: 'html', label: 'HTML' },
  { host: 'jquery', label: 'jQuery' },
  { host: 'vue', label: 'Vue 3' },
  { host: 'react', label: 'React 19' },
];

/** The usage of the live element as code for each host, with a copy button. */
export function Snippets({ usage }: { usage: Usage }) {
  const styles = useStyles();
  const s = useStrings();
  const [host, setHost] = React.useState<Host>('html');
  const text = printers[host](usage);
  return (
    <Card>
      <CardHeader header={<Text weight="semibold">{s.snippets}</Text>} description={s.snippetsHint} />
      <div className={styles.bar}>
        <TabList size="small" selectedValue={host} onTabSelect={(_, d) => setHost(d.value as Host)} data-snippet-hosts="">
          {HOSTS.map((h) => <Tab key={h.host} value={h.host} data-host={h.host}>{h.label}</Tab>)}
        </TabList>
        <CopyButton text={text} />
      </div>
      <CodeBlock data-snippet={host}>{text}</CodeBlock>
    </Card>
  );
}

function CopyButton({ text }: { text: string }) {
  const s = useStrings();
  // the outcome of copying a text; a button whose snippet changed since offers to copy again
  const [done, setDone] = React.useState<{ text: string; ok: boolean } | null>(null);
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => setDone({ text, ok: true }),
      (e: unknown) => {
        console.warn('demo: copying the snippet failed', e);
        setDone({ text, ok: false });
      },
    );
  return (
    <Button size="small" onClick={copy} data-copy="">
      {done?.text !== text ? s.copy : done.ok ? s.copied : s.copyFailed}
    </Button>
  );
}
