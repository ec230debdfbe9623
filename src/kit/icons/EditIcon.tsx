/** An edit (pencil) glyph, 16 px. */
export const EditIcon = () => (
  <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.1" strokeLinejoin="round">
    <path d="M10.6 2.6l2.8 2.8-7.9 7.9H2.7v-2.8l7.9-7.9zM9.2 4l2.8 2.8" />
  </svg>
);
