import * as React from 'react';
import { Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { docsOfGroup, GROUPS } from './groups';
import { LanguageSwitch } from './LanguageSwitch';
import { hrefOf } from './route';
import { useDemoLang, useStrings } from './useStrings';

const useStyles = makeStyles({
  nav: { borderRight: `1px solid ${tokens.colorNeutralStroke2}`, background: tokens.colorNeutralBackground1, padding: '16px', overflowY: 'auto' },
  title: { display: 'block', fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, marginBottom: '4px', color: 'inherit', textDecoration: 'none' },
  subtitle: { display: 'block', color: tokens.colorNeutralForeground3, marginBottom: '12px' },
  group: { display: 'block', margin: '16px 0 4px', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, fontWeight: tokens.fontWeightSemibold },
  list: { listStyle: 'none', padding: 0, margin: 0 },
  item: {
    display: 'block', width: '100%', boxSizing: 'border-box', textAlign: 'left', padding: '6px 8px', borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1, fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, textDecoration: 'none',
    ':hover': { background: tokens.colorNeutralBackground1Hover },
  },
  active: { background: tokens.colorBrandBackground2, color: tokens.colorBrandForeground1 },
});

/** The overview link, the language switch, a filter and the elements by group. */
export function Sidebar({ current }: { current: string }) {
  const styles = useStyles();
  const s = useStrings();
  const lang = useDemoLang();
  const [filter, setFilter] = React.useState('');
  const wanted = filter.trim();
  return (
    <nav className={styles.nav} aria-label="elements">
      <a href={hrefOf()} className={styles.title} data-overview-link="">{s.title}</a>
      <Text className={styles.subtitle}>{s.subtitle}</Text>
      <LanguageSwitch />
      <Input value={filter} onChange={(_, d) => setFilter(d.value)} placeholder={s.search} style={{ width: '100%' }} />
      {GROUPS.map((group) => {
        const shown = docsOfGroup(group, lang).filter((d) => d.tag.includes(wanted) || d.description.toLowerCase().includes(wanted.toLowerCase()));
        if (!shown.length) return null;
        return (
          <div key={group} data-group={group}>
            <Text className={styles.group}>{s.groups[group]}</Text>
            <ul className={styles.list}>
              {shown.map((d) => {
                const here = d.tag === current;
                return (
                  <li key={d.tag}>
                    <a href={hrefOf(d.tag)} className={`${styles.item} ${here ? styles.active : ''}`} title={d.description} data-tag={d.tag} aria-current={here ? 'page' : undefined}>
                      {`<${d.tag}>`}
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
