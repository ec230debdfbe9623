/** Fluent's Switch in a chunk of its own (its styles hold every size and state): see kit/lazy-parts/README.md. */
export { Switch } from '@fluentui/react-components';
