// The demo: an overview page and a reference page per element (from custom-elements.json), each with
// a live example, a playground, an event log and code to copy, on the mock backend.
import { createRoot } from 'react-dom/client';
import { FluentProvider } from '@fluentui/react-components';
import { lightTheme as theme } from '../src/core/runtime/theme-variants';
import { startMockWorker } from './mock';
import { DEMO_ATTRIBUTION, DEMO_TILES } from './mock/handlers/map-tiles';
import { configure } from '../src/core/config';
import '../elements';
import { Gallery } from './gallery/Gallery';

await startMockWorker();
// the maps draw the mock's tiles: its places where they are, offline (an element's tile-url wins)
configure({ mapTiles: DEMO_TILES, mapAttribution: DEMO_ATTRIBUTION });
createRoot(document.getElementById('app')!).render(
  <FluentProvider theme={theme} style={{ height: '100%' }}>
    <Gallery />
  </FluentProvider>,
);
