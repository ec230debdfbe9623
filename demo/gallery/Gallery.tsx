import * as React from 'react';
import { makeStyles } from '@fluentui/react-components';
import { Overview } from '../overview/Overview';
import { docIn } from '../reference/manifest';
import { ReferencePage } from '../reference/ReferencePage';
import { useRoute } from './route';
import { Sidebar } from './Sidebar';
import { useDemoLang } from './useStrings';

const useStyles = makeStyles({
  root: { display: 'grid', gridTemplateColumns: '260px minmax(0, 1fr)', gridTemplateRows: 'minmax(0, 1fr)', height: '100%' },
  main: { overflowY: 'auto', padding: '24px' },
});

/** The demo: the sidebar, and the overview (`#/`) or the reference page of an element (`#/bo-x`). */
export function Gallery() {
  const styles = useStyles();
  const tag = useRoute();
  // in the demo's language: the switch changes the descriptions of the page shown
  const doc = docIn(useDemoLang(), tag);
  const main = React.useRef<HTMLElement>(null);
  React.useEffect(() => {
    main.current?.scrollTo(0, 0);
  }, [tag]);
  return (
    <div className={styles.root}>
      <Sidebar current={doc?.tag ?? ''} />
      <main className={styles.main} ref={main}>
        {doc ? <ReferencePage key={doc.tag} doc={doc} /> : <Overview />}
      </main>
    </div>
  );
}
