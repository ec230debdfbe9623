/** Fluent's ProgressBar in a chunk of its own: see kit/lazy-parts/README.md. */
export { ProgressBar } from '@fluentui/react-components';
