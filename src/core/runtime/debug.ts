/** Debug hook of the runtime: how many element React roots are mounted now (tests read it). */
let mounted = 0;
export const debug = {
  get mountedRoots() {
    return mounted;
  },
  rootMounted() {
    mounted++;
  },
  rootUnmounted() {
    mounted--;
  },
};
if (typeof window !== 'undefined') (window as unknown as { __boDebug?: typeof debug }).__boDebug = debug;
