/** The toolbar's glyphs, 16 px, drawn here (the icon package is not a dependency of the project). */
import type * as React from 'react';

const Svg = ({ children }: { children: React.ReactNode }) => (
  <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.3" strokeLinecap="round" strokeLinejoin="round">
    {children}
  </svg>
);

/** A letter glyph (B, I, U, S, H1...), styled like what it does. */
const Letter = ({ text, style }: { text: string; style?: React.CSSProperties }) => (
  <span aria-hidden="true" style={{ font: '600 13px/16px serif', minWidth: 16, textAlign: 'center', ...style }}>
    {text}
  </span>
);

export type GlyphName =
  | 'bold' | 'italic' | 'underline' | 'strike' | 'code' | 'heading1' | 'heading2' | 'heading3' | 'bulletList' | 'orderedList'
  | 'blockquote' | 'codeBlock' | 'horizontalRule' | 'link' | 'image' | 'undo' | 'redo' | 'clear';

export const glyphs: Record<GlyphName, () => React.ReactElement> = {
  bold: () => <Letter text="B" style={{ fontWeight: 800 }} />,
  italic: () => <Letter text="I" style={{ fontStyle: 'italic' }} />,
  underline: () => <Letter text="U" style={{ textDecoration: 'underline' }} />,
  strike: () => <Letter text="S" style={{ textDecoration: 'line-through' }} />,
  code: () => <Letter text="</>" style={{ font: '600 10px/16px monospace' }} />,
  heading1: () => <Letter text="H1" style={{ fontSize: 12 }} />,
  heading2: () => <Letter text="H2" style={{ fontSize: 12 }} />,
  heading3: () => <Letter text="H3" style={{ fontSize: 12 }} />,
  bulletList: () => <Svg><path d="M6 4h8M6 8h8M6 12h8" /><circle cx="2.5" cy="4" r=".8" /><circle cx="2.5" cy="8" r=".8" /><circle cx="2.5" cy="12" r=".8" /></Svg>,
  orderedList: () => <Svg><path d="M6 4h8M6 8h8M6 12h8M2 2.8l1-.6v3.3M1.8 7h1.6l-1.6 2.3h1.8" /></Svg>,
  blockquote: () => <Svg><path d="M2.5 3v10M5.5 5h8M5.5 8h8M5.5 11h5" /></Svg>,
  codeBlock: () => <Svg><rect x="1.5" y="2.5" width="13" height="11" rx="1.5" /><path d="M6 6.5L4.5 8 6 9.5M10 6.5l1.5 1.5-1.5 1.5" /></Svg>,
  horizontalRule: () => <Svg><path d="M1.5 8h13" /></Svg>,
  link: () => <Svg><path d="M6.8 9.2a2.6 2.6 0 003.7 0l2.2-2.2a2.6 2.6 0 00-3.7-3.7l-.8.8M9.2 6.8a2.6 2.6 0 00-3.7 0L3.3 9a2.6 2.6 0 003.7 3.7l.8-.8" /></Svg>,
  image: () => <Svg><rect x="1.5" y="2.5" width="13" height="11" rx="1.5" /><circle cx="5.5" cy="6" r="1.2" /><path d="M2 12l4-3.5 3 2.5 2-1.5 3 2.5" /></Svg>,
  undo: () => <Svg><path d="M4.5 3L2 5.5 4.5 8M2.5 5.5H10a3.5 3.5 0 010 7H6" /></Svg>,
  redo: () => <Svg><path d="M11.5 3L14 5.5 11.5 8M13.5 5.5H6a3.5 3.5 0 000 7h4" /></Svg>,
  clear: () => <Svg><path d="M2.5 4h11M6 4V2.5h4V4M4 4l.7 9.5h6.6L12 4" /></Svg>,
};
