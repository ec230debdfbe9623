import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { CodeBlock } from '../gallery/CodeBlock';
import { hrefOf } from '../gallery/route';
import { docsOfGroup, GROUPS } from '../gallery/groups';
import { useDemoLang, useStrings } from '../gallery/useStrings';
import { overviewStrings, START_CODE, type StepId } from './strings';

const useStyles = makeStyles({
  page: { display: 'grid', gap: '20px', maxWidth: '960px' },
  code: { marginTop: '8px' },
  list: { margin: '4px 0 0', paddingLeft: '20px', display: 'grid', gap: '4px' },
  mono: { fontFamily: tokens.fontFamilyMonospace },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** docs/*.md of the repository, each with its first heading */
const guides = Object.entries(import.meta.glob<string>('../../docs/**/*.md', { query: '?raw', import: 'default', eager: true }))
  .map(([path, text]) => ({ name: path.replace(/^(\.\.\/)+/, ''), title: /^# (.+)$/m.exec(text)?.[1] ?? '' }))
  .sort((a, b) => a.name.localeCompare(b.name));

/** `#/`: what the set is, how to start, the guides, and every element with its one line. */
export function Overview() {
  const styles = useStyles();
  const s = useStrings();
  const lang = useDemoLang();
  const o = overviewStrings[lang];
  return (
    <article className={styles.page} data-overview="">
      <header>
        <Text as="h1" size={800} weight="semibold" block>bo-elements</Text>
        {o.lead.map((p) => <p key={p}>{p}</p>)}
      </header>
      <section>
        <Text as="h2" size={600} weight="semibold">{o.start}</Text>
        {(Object.keys(START_CODE) as StepId[]).map((id) => (
          <div key={id} data-step={id}>
            <Text as="h3" size={400} weight="semibold" block style={{ marginTop: '16px' }}>{o.steps[id].title}</Text>
            <Text block className={styles.muted}>{o.steps[id].text}</Text>
            <CodeBlock className={styles.code}>{START_CODE[id]}</CodeBlock>
          </div>
        ))}
      </section>
      <section data-guides="">
        <Text as="h2" size={600} weight="semibold">{o.guides}</Text>
        <Text block>{o.guidesText}</Text>
        <ul className={styles.list}>
          {guides.map((g) => (
            <li key={g.name}><span className={styles.mono}>{g.name}</span>{g.title && ` — ${g.title}`}</li>
          ))}
        </ul>
      </section>
      <section data-element-list="">
        <Text as="h2" size={600} weight="semibold">{o.elements}</Text>
        <Text block>{o.elementsText}</Text>
        {GROUPS.map((group) => (
          <div key={group}>
            <Text as="h3" size={400} weight="semibold" block style={{ marginTop: '12px' }}>{s.groups[group]}</Text>
            <ul className={styles.list}>
              {docsOfGroup(group, lang).map((d) => (
                <li key={d.tag}>
                  <a href={hrefOf(d.tag)} className={styles.mono}>{`<${d.tag}>`}</a> — {d.description}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>
    </article>
  );
}
