/**
 * A @web/test-runner plugin with the server-side command `memory-counters`: it collects garbage in the
 * test's page through the Chrome DevTools protocol and returns the page's DOM counters
 * `{documents, nodes, jsEventListeners}`. A browser test calls it with
 * `executeServerCommand('memory-counters')` (@web/test-runner-commands) to see what a removed element
 * leaves reachable: the page itself cannot force a collection, nor count listeners.
 */
export function memoryPlugin() {
  /** one CDP session per page, kept for the page's life (creating one per call costs ~10 ms) */
  const sessions = new WeakMap();
  return {
    name: 'bo-memory-counters',
    async executeCommand({ command, session }) {
      if (command !== 'memory-counters') return undefined;
      if (session.browser.type !== 'puppeteer') throw new Error('memory-counters needs the Chrome launcher');
      const page = await session.browser.getPage(session.id);
      let cdp = sessions.get(page);
      if (!cdp) {
        cdp = await page.createCDPSession();
        sessions.set(page, cdp);
      }
      // twice: the first collection runs finalizers and weak callbacks that free more on the second
      await cdp.send('HeapProfiler.collectGarbage');
      await cdp.send('HeapProfiler.collectGarbage');
      const { documents, nodes, jsEventListeners } = await cdp.send('Memory.getDOMCounters');
      return { documents, nodes, jsEventListeners };
    },
  };
}
