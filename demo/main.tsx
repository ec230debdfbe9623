// The demo gallery: every registered element from the registry, each with a live example, an
// attribute playground and a log of the events it dispatches, on the mock backend.
import { createRoot } from 'react-dom/client';
import { FluentProvider } from '@fluentui/react-components';
import { theme } from '../src/core/runtime/theme';
import { startMockWorker } from './mock';
import { registry } from '../elements';
import { Gallery } from './gallery/Gallery';

await startMockWorker();
createRoot(document.getElementById('app')!).render(
  <FluentProvider theme={theme} style={{ height: '100%' }}>
    <Gallery definitions={[...registry.values()]} />
  </FluentProvider>,
);
