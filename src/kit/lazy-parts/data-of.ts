/** The data-* attributes of a part's props, for the placeholder that holds its place (tests and pages find it by them). */
export const dataOf = (props: object) => Object.fromEntries(Object.entries(props).filter(([name]) => name.startsWith('data-'))) as Record<`data-${string}`, unknown>;
