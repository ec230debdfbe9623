/** Fluent's star glyphs (16 px): the starred (filled) and the other saved plans or schemes. */
export const StarIcon = ({ filled = false }: { filled?: boolean }) => (
  <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.1" strokeLinejoin="round">
    <path d="M8 1.8l1.86 3.77 4.16.6-3.01 2.94.71 4.14L8 11.3l-3.72 1.95.71-4.14-3.01-2.94 4.16-.6L8 1.8z" />
  </svg>
);
