// The demo's mock backend (msw) for the example host pages: a real page talks to its own backend.
// The pages load it beside the built bundle; nothing else of the repository's source reaches them.
import { startMockWorker } from '../mock';

await startMockWorker();
