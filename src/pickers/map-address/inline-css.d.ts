// A stylesheet imported as text (`?inline`, for the shadow root). Vite's client types declare it too;
// the declaration build (tsconfig.build.json) loads no ambient types, so it needs its own.
declare module '*.css?inline' {
  const css: string;
  export default css;
}
