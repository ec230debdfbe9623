/** Fluent's Badge in a chunk of its own (its styles hold every appearance and colour): see kit/lazy-parts/README.md. */
export { Badge } from '@fluentui/react-components';
