/** Debug hook of the runtime: how many element React roots are mounted now, how many lazy parts'
 * chunks are on their way and how many parts show their fallback (tests read them: a look is compared once the parts have come). */
let mounted = 0;
let partsLoading = 0;
let fallbacks = 0;
export const debug = {
  get mountedRoots() {
    return mounted;
  },
  get partsLoading() {
    return partsLoading;
  },
  /** lazy parts showing their fallback now (their chunk on its way, or come and not yet revealed) */
  get fallbacksShown() {
    return fallbacks;
  },
  /** counts a fallback until the returned cleanup runs (it unmounts) */
  fallbackShown() {
    fallbacks++;
    return () => {
      fallbacks--;
    };
  },
  /** counts a part's chunk until `loading` settles */
  partLoading<T>(loading: Promise<T>): Promise<T> {
    partsLoading++;
    return loading.finally(() => partsLoading--);
  },
  rootMounted() {
    mounted++;
  },
  rootUnmounted() {
    mounted--;
  },
};
if (typeof window !== 'undefined') (window as unknown as { __boDebug?: typeof debug }).__boDebug = debug;
