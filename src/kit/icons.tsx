/** Glyphs of the kit's dialogs (the icon package is not a dependency of the project). */

/** Fluent's dismiss glyph (20 px): a dialog's close button. */
export const DismissIcon = () => (
  <svg width="20" height="20" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
    <path d="M4.09 4.22l.06-.07a.5.5 0 01.63-.06l.07.06L10 9.29l5.15-5.14a.5.5 0 01.63-.06l.07.06c.18.17.2.44.06.63l-.06.07L10.71 10l5.14 5.15c.18.17.2.44.06.63l-.06.07a.5.5 0 01-.63.06l-.07-.06L10 10.71l-5.15 5.14a.5.5 0 01-.63.06l-.07-.06a.5.5 0 01-.06-.63l.06-.07L9.29 10 4.15 4.85a.5.5 0 01-.06-.63l.06-.07z" />
  </svg>
);

/** Fluent's star glyphs (16 px): the starred (filled) and the other saved plans or schemes. */
export const StarIcon = ({ filled = false }: { filled?: boolean }) => (
  <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.1" strokeLinejoin="round">
    <path d="M8 1.8l1.86 3.77 4.16.6-3.01 2.94.71 4.14L8 11.3l-3.72 1.95.71-4.14-3.01-2.94 4.16-.6L8 1.8z" />
  </svg>
);

/** An edit (pencil) glyph, 16 px. */
export const EditIcon = () => (
  <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.1" strokeLinejoin="round">
    <path d="M10.6 2.6l2.8 2.8-7.9 7.9H2.7v-2.8l7.9-7.9zM9.2 4l2.8 2.8" />
  </svg>
);

/** A delete (bin) glyph, 16 px. */
export const DeleteIcon = () => (
  <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.1" strokeLinecap="round">
    <path d="M2.5 4h11M6 4V2.5h4V4M4 4l.7 9.5h6.6L12 4M6.7 6.5v4.5M9.3 6.5v4.5" />
  </svg>
);

/** A lock glyph, 16 px: what cannot be removed. */
export const LockIcon = () => (
  <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.1">
    <rect x="3.5" y="7" width="9" height="6.5" rx="1" />
    <path d="M5.5 7V5a2.5 2.5 0 015 0v2" />
  </svg>
);

/** An add (plus) glyph, 24 px: the add tile of a strip of pictures. */
export const AddIcon = () => (
  <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round">
    <path d="M12 4v16M4 12h16" />
  </svg>
);

/** A chevron, 20 px, pointing left or right: previous and next. */
export const ChevronIcon = ({ direction }: { direction: 'left' | 'right' }) => (
  <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round">
    <path d={direction === 'left' ? 'M12.5 4l-6 6 6 6' : 'M7.5 4l6 6-6 6'} />
  </svg>
);

/** A broken picture, 24 px: a picture that could not be loaded. */
export const BrokenImageIcon = () => (
  <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.3" strokeLinejoin="round">
    <path d="M4 4h16v9l-3-2-3 3M4 4v16h9M4 15l4-4 4 4" />
    <path d="M15 17l5 5M20 17l-5 5" strokeLinecap="round" />
  </svg>
);
