/** A broken picture, 24 px: a picture that could not be loaded. */
export const BrokenImageIcon = () => (
  <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.3" strokeLinejoin="round">
    <path d="M4 4h16v9l-3-2-3 3M4 4v16h9M4 15l4-4 4 4" />
    <path d="M15 17l5 5M20 17l-5 5" strokeLinecap="round" />
  </svg>
);
