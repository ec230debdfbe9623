/** An add (plus) glyph, 24 px: the add tile of a strip of pictures. */
export const AddIcon = () => (
  <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round">
    <path d="M12 4v16M4 12h16" />
  </svg>
);
