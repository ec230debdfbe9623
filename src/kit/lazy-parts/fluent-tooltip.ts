/** Fluent's Tooltip in a chunk of its own: see kit/lazy-parts/README.md. */
export { Tooltip } from '@fluentui/react-components';
