// Measurement helpers shared by the bench pages (a classic script, as a legacy page would include).
// scripts/bench.mjs calls them through puppeteer's page.evaluate; every time is performance.now() in ms.
// The measured element is the page's `[data-bench]` element (a picker); its `data-bench-list` attribute
// names the list call whose timing openPicker() reports as listStart / listEnd.
(function () {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

  /** Resolves once `test()` is true at an animation frame, or rejects after `timeout` ms. */
  function untilFrame(test, timeout = 10000, what = 'condition') {
    const start = performance.now();
    return new Promise((resolve, reject) => {
      const tick = () => {
        if (test()) resolve(performance.now());
        else if (performance.now() - start > timeout) reject(new Error(`timed out waiting for ${what}`));
        else requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
  }

  const picker = () => document.querySelector('[data-bench]');
  // our elements keep their DOM in a shadow root; the peer (a Vue app, bench/peer) in the light DOM of
  // its mount point: everything below looks in `rootOf(el)`
  const rootOf = (el) => el.shadowRoot ?? el;
  const rowsOf = (el) => rootOf(el).querySelectorAll('[data-row-id]').length;

  // the tree filters: the left sidebar of a picker, or the filter box above a tree table (department
  // picker); `region` is where the filtered tree shows, `items` its rows
  const FILTERS = {
    sidebar: { input: '[part="tree-sidebar"] input', region: '[part="tree-sidebar"]', items: '[part="tree-sidebar"] [role="treeitem"]' },
    table: { input: 'input[data-tree-filter]', region: '[data-bo-table]', items: '[data-bo-table] [data-row-id]' },
  };
  const filterOf = (where = 'sidebar') => {
    const f = FILTERS[where];
    if (!f) throw new Error(`unknown tree filter ${where}`);
    return f;
  };

  window.bench = {
    frame,
    sleep,
    ready: (tag, timeout = 10000) =>
      Promise.race([
        // the peer is no custom element: it is ready when its app has given the mount point show()
        picker() && !picker().localName.includes('-')
          ? untilFrame(() => typeof picker().show === 'function', timeout, 'the peer app').then(() => true)
          : customElements.whenDefined(tag).then(() => true),
        sleep(timeout).then(() => {
          throw new Error(`<${tag}> was not defined after ${timeout} ms: its module did not load`);
        }),
      ]),

    /**
     * show() → first [data-row-id] rows in the shadow root (polled each animation frame) → one more
     * frame (painted). Also records when the rows reached the DOM (MutationObserver, not frame-bound)
     * and when the list response arrived (Resource Timing responseEnd); `calls` gives the start and
     * end of every backend call made during the opening, by path (without the api-base; a second call
     * of the same path is `path #2`). When the list is asked twice (page_size 0 with a first page of 100
     * alongside), listEnd is the arrival of the bigger answer and previewEnd that of the smaller one.
     * With `fullHeight` (px), also waits until the table's scroll height reaches it (the whole list is
     * laid out, not only the first page) plus one frame: `allPainted`.
     */
    async openPicker(timeout = 15000, fullHeight = 0) {
      const el = picker();
      if (rowsOf(el)) throw new Error('rows already present before show()');
      performance.clearResourceTimings();
      let inDom = null;
      const observer = new MutationObserver(() => {
        if (inDom === null && rowsOf(el)) inDom = performance.now();
      });
      observer.observe(rootOf(el), { childList: true, subtree: true });
      const t0 = performance.now();
      el.show();
      await untilFrame(() => rowsOf(el) > 0, timeout, 'the first rows');
      await frame();
      const t1 = performance.now();
      performance.mark('bench-open-painted'); // for a trace of the window show() → first rows painted
      observer.disconnect();
      let allPainted = null;
      if (fullHeight) {
        await untilFrame(() => (rootOf(el).querySelector('[data-bo-table]')?.scrollHeight ?? 0) >= fullHeight, timeout, 'the whole list');
        await frame();
        allPainted = performance.now() - t0;
      }
      const entries = performance.getEntriesByType('resource');
      const res = (part) => entries.find((e) => e.name.includes(part));
      const at = (part) => (res(part) ? res(part).responseEnd - t0 : null);
      const start = (part) => (res(part) ? res(part).startTime - t0 : null);
      const list = el.dataset.benchList || '/goods/list/v2';
      const lists = entries.filter((e) => e.name.includes(list)).sort((a, b) => b.encodedBodySize - a.encodedBodySize);
      const calls = {};
      for (const e of entries) {
        const path = new URL(e.name).pathname.replace(/^\/[^/]+/, '');
        if (/^\/(dist|pages)\//.test(new URL(e.name).pathname)) continue;
        let key = path;
        for (let n = 2; calls[key]; n++) key = `${path} #${n}`;
        calls[key] = { start: e.startTime - t0, end: e.responseEnd - t0, bytes: e.encodedBodySize };
      }
      return {
        painted: t1 - t0,
        inDom: inDom === null ? null : inDom - t0,
        rows: rowsOf(el),
        loginStart: start('/base/user/login_info'),
        loginEnd: at('/base/user/login_info'),
        listStart: start(list),
        listEnd: lists.length > 1 ? lists[0].responseEnd - t0 : at(list),
        previewEnd: lists.length > 1 ? lists[lists.length - 1].responseEnd - t0 : null,
        listCalls: lists.length,
        allPainted,
        calls,
      };
    },

    /** hide() and wait until the drawer's rows are gone and the closing motion is over. */
    async closePicker() {
      const el = picker();
      el.hide();
      await untilFrame(() => rowsOf(el) === 0, 5000, 'the drawer to close');
      await sleep(400);
    },

    /**
     * Scrolls [data-bo-table] by `step` px every animation frame for `duration` ms. Returns the
     * frame-to-frame deltas (rAF timestamps), the main-thread time spent in each frame before our rAF
     * callback ran (the scroll event and the React render it causes run before the rAF callbacks; style,
     * layout and paint come after them and are only in the trace) and LoAF entries.
     */
    async scrollTable(step = 100, duration = 2000) {
      const el = picker();
      const scroller = rootOf(el).querySelector('[data-bo-table]');
      if (!scroller) throw new Error('[data-bo-table] not found');
      const loaf = [];
      let observer = null;
      if (PerformanceObserver.supportedEntryTypes?.includes('long-animation-frame')) {
        const brief = (e) => ({
          duration: e.duration,
          blockingDuration: e.blockingDuration,
          renderMs: e.renderStart ? e.startTime + e.duration - e.renderStart : 0,
          styleAndLayoutMs: e.styleAndLayoutStart ? e.startTime + e.duration - e.styleAndLayoutStart : 0,
          scripts: e.scripts.map((x) => ({
            invoker: x.invoker,
            source: `${x.sourceFunctionName || '?'} ${String(x.sourceURL).replace(/^https?:\/\/[^/]+/, '')}:${x.sourceCharPosition}`,
            duration: x.duration,
            forcedStyleAndLayout: x.forcedStyleAndLayoutDuration,
          })),
        });
        observer = new PerformanceObserver((list) => loaf.push(...list.getEntries().map(brief)));
        observer.observe({ type: 'long-animation-frame', buffered: false });
      }
      scroller.scrollTop = 0;
      await frame();
      await frame();
      const max = scroller.scrollHeight - scroller.clientHeight;
      const deltas = [];
      const beforeRaf = [];
      let scrolls = 0;
      let position = 0;
      const onScroll = () => scrolls++;
      scroller.addEventListener('scroll', onScroll, { passive: true });
      performance.mark('bench-scroll-start');
      await new Promise((resolve) => {
        let last = null;
        let first = null;
        const tick = (ts) => {
          const enter = performance.now();
          if (last !== null) {
            deltas.push(ts - last);
            beforeRaf.push(enter - ts);
          }
          last = ts;
          first ??= ts;
          if (ts - first >= duration) return resolve();
          // setting scrollTop lays out what the scroll event's render changed (the frame would anyway)
          position = Math.min(max, position + step);
          if (step) scroller.scrollTop = position;
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
      performance.mark('bench-scroll-end');
      scroller.removeEventListener('scroll', onScroll);
      await frame();
      await sleep(100); // LoAF entries are delivered after the frame
      observer?.disconnect();
      return {
        deltas, beforeRaf, scrolls, loaf,
        loafSupported: !!observer,
        scrolledTo: scroller.scrollTop,
        maxScroll: max,
        renderedRows: rowsOf(el),
        lastRowId: [...rootOf(el).querySelectorAll('[data-row-id]')].pop()?.getAttribute('data-row-id'),
      };
    },

    /** The tree filter's input: 'sidebar' (the only input of [part="tree-sidebar"]) or 'table'. */
    treeFilter(where) {
      return rootOf(picker()).querySelector(filterOf(where).input);
    },

    /** The rows of the filtered tree in the DOM (virtualised: those in view). */
    treeItems(where) {
      return rootOf(picker()).querySelectorAll(filterOf(where).items).length;
    },

    /**
     * Records, for each keydown in the shadow root: t0 at the keydown (capture listener), the time at the
     * next animation frame and after two, and the last DOM change in the filtered tree's region (the tree
     * sidebar, or the tree table for 'table'; outside the filter box) before the next keydown: when the
     * filtered tree was shown (scripts/bench-org.mjs, keyTimes).
     */
    startKeyProbe(where) {
      const root = rootOf(picker());
      const sidebar = root.querySelector(filterOf(where).region);
      const input = window.bench.treeFilter(where);
      const box = input.closest('span, .el-input') ?? input; // our Fluent input's span, the peer's el-input
      const keys = [];
      let current = null;
      const onKey = (ev) => {
        const t0 = performance.now();
        current = { key: ev.key, t0, eventDelay: t0 - ev.timeStamp, oneFrame: null, twoFrames: null, lastMutation: null };
        keys.push(current);
        const k = current;
        requestAnimationFrame(() => {
          k.oneFrame = performance.now() - t0;
          requestAnimationFrame(() => (k.twoFrames = performance.now() - t0));
        });
      };
      // Fluent's focus helpers (tabster's invisible dummy inputs around the tab list) are moved by a timer
      // of tabster's after focus changes: not the filtered tree
      const dummy = (n) => n.nodeType === 1 && n.hasAttribute('data-tabster-dummy');
      const shows = (r) =>
        !box.contains(r.target) && !dummy(r.target) && !(r.type === 'childList' && [...r.addedNodes, ...r.removedNodes].every(dummy));
      const observer = new MutationObserver((records) => {
        if (!current) return;
        if (records.some(shows)) current.lastMutation = performance.now() - current.t0;
      });
      observer.observe(sidebar, { childList: true, subtree: true, attributes: true, characterData: true });
      root.addEventListener('keydown', onKey, true);
      window.__keyProbe = { keys, stop: () => (observer.disconnect(), root.removeEventListener('keydown', onKey, true)) };
      return true;
    },
    stopKeyProbe() {
      window.__keyProbe.stop();
      return window.__keyProbe.keys.map(({ t0: _t0, ...k }) => k);
    },

    /** 200 <bo-status-badge> from one innerHTML assignment → every shadow root has [part="badge"] → one frame. */
    async badges(count = 200) {
      const host = document.getElementById('host');
      host.innerHTML = '';
      await frame();
      await frame();
      const kinds = ['primary', 'success', 'errorw', 'info', 'warning', 'danger', 'tijiaozhong', 'isShengxiao'];
      let html = '';
      for (let i = 0; i < count; i++) {
        const kind = kinds[i % kinds.length];
        html += i % 3 === 2
          ? `<bo-status-badge scheme="audit" status="${i % 4}"></bo-status-badge>`
          : `<bo-status-badge kind="${kind}" label="状态 ${i}"${i % 5 === 0 ? ' appearance="dot"' : ''}></bo-status-badge>`;
      }
      const t0 = performance.now();
      host.innerHTML = html;
      const all = host.querySelectorAll('bo-status-badge');
      const done = () => {
        for (const b of all) if (!b.shadowRoot?.querySelector('[part="badge"]')) return false;
        return true;
      };
      await untilFrame(done, 10000, 'all badges');
      await frame();
      return { ms: performance.now() - t0, count: all.length };
    },
  };
})();
