import * as React from 'react';
import { Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { LanguageSwitch } from './LanguageSwitch';
import type { ElementDefinition } from '../../src/core/runtime';
import { ElementPanel } from './ElementPanel';
import { gallery } from './strings';

const useStyles = makeStyles({
  root: { display: 'grid', gridTemplateColumns: '260px 1fr', height: '100%' },
  nav: { borderRight: `1px solid ${tokens.colorNeutralStroke2}`, background: tokens.colorNeutralBackground1, padding: '16px', overflowY: 'auto' },
  title: { display: 'block', fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, marginBottom: '4px' },
  subtitle: { display: 'block', color: tokens.colorNeutralForeground3, marginBottom: '12px' },
  list: { listStyle: 'none', padding: 0, margin: '12px 0 0' },
  item: {
    display: 'block', width: '100%', textAlign: 'left', padding: '6px 8px', border: 'none', borderRadius: tokens.borderRadiusMedium,
    background: 'transparent', cursor: 'pointer', color: tokens.colorNeutralForeground1, fontFamily: tokens.fontFamilyMonospace,
    ':hover': { background: tokens.colorNeutralBackground1Hover },
  },
  active: { background: tokens.colorBrandBackground2, color: tokens.colorBrandForeground1 },
  main: { overflowY: 'auto', padding: '24px' },
});

export function Gallery({ definitions }: { definitions: ElementDefinition[] }) {
  const styles = useStyles();
  const sorted = React.useMemo(() => [...definitions].sort((a, b) => a.tag.localeCompare(b.tag)), [definitions]);
  const [filter, setFilter] = React.useState('');
  const [tag, setTag] = React.useState(() => location.hash.slice(1) || sorted[0]?.tag);
  React.useEffect(() => {
    const onHash = () => setTag(location.hash.slice(1));
    addEventListener('hashchange', onHash);
    return () => removeEventListener('hashchange', onHash);
  }, []);
  const shown = sorted.filter((d) => d.tag.includes(filter.trim()) || d.description.includes(filter.trim()));
  const current = sorted.find((d) => d.tag === tag) ?? sorted[0];
  return (
    <div className={styles.root}>
      <nav className={styles.nav} aria-label="elements">
        <Text className={styles.title}>{gallery.title}</Text>
        <Text className={styles.subtitle}>{gallery.subtitle}</Text>
        <LanguageSwitch />
        <Input value={filter} onChange={(_, d) => setFilter(d.value)} placeholder={gallery.search} style={{ width: '100%' }} />
        <ul className={styles.list}>
          {shown.map((d) => (
            <li key={d.tag}>
              <a
                href={`#${d.tag}`}
                className={`${styles.item} ${d.tag === current?.tag ? styles.active : ''}`}
                title={d.description}
              >
                {`<${d.tag}>`}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <main className={styles.main}>{current && <ElementPanel key={current.tag} definition={current} />}</main>
    </div>
  );
}
