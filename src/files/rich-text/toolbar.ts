/**
 * The toolbar's buttons as data (spec 3 §2.17: a simple and a full toolbar). Simple: bold, italic,
 * underline, the two lists, link, image, undo, redo and 清空; full adds the headings, strike, inline
 * code, quote, code block and the horizontal line (alignment would need a package of its own: left out,
 * docs/decisions/files.md). A toggle shows whether the selection has it (aria-pressed); the link, image and
 * clear buttons open something of the editor's own (`action`).
 */
import type { Editor } from '@tiptap/react';
import type { GlyphName } from './glyphs';

export type ToolbarKind = 'simple' | 'full';

export interface Tool {
  key: GlyphName;
  /** in the full toolbar only */
  full?: boolean;
  /** whether the selection has it (a toggle button); absent: a plain button */
  active?(editor: Editor): boolean;
  /** the editing command; absent for the buttons the editor handles itself (link, image, clear) */
  run?(editor: Editor): void;
  /** whether it can run now (undo, redo) */
  can?(editor: Editor): boolean;
  /** a group starts with it (a divider before it) */
  group?: boolean;
}

const chain = (editor: Editor) => editor.chain().focus();
const heading = (level: 1 | 2 | 3): Tool => ({
  key: `heading${level}`,
  full: true,
  group: level === 1,
  active: (e) => e.isActive('heading', { level }),
  run: (e) => chain(e).toggleHeading({ level }).run(),
});
const mark = (key: 'bold' | 'italic' | 'underline' | 'strike' | 'code', toggle: (c: ReturnType<typeof chain>) => ReturnType<typeof chain>, full = false): Tool => ({
  key,
  full,
  active: (e) => e.isActive(key),
  run: (e) => toggle(chain(e)).run(),
});

export const TOOLS: Tool[] = [
  heading(1),
  heading(2),
  heading(3),
  { ...mark('bold', (c) => c.toggleBold()), group: true },
  mark('italic', (c) => c.toggleItalic()),
  mark('underline', (c) => c.toggleUnderline()),
  mark('strike', (c) => c.toggleStrike(), true),
  mark('code', (c) => c.toggleCode(), true),
  { key: 'bulletList', group: true, active: (e) => e.isActive('bulletList'), run: (e) => chain(e).toggleBulletList().run() },
  { key: 'orderedList', active: (e) => e.isActive('orderedList'), run: (e) => chain(e).toggleOrderedList().run() },
  { key: 'blockquote', full: true, active: (e) => e.isActive('blockquote'), run: (e) => chain(e).toggleBlockquote().run() },
  { key: 'codeBlock', full: true, active: (e) => e.isActive('codeBlock'), run: (e) => chain(e).toggleCodeBlock().run() },
  { key: 'horizontalRule', full: true, run: (e) => chain(e).setHorizontalRule().run() },
  { key: 'link', group: true, active: (e) => e.isActive('link') },
  { key: 'image' },
  { key: 'undo', group: true, run: (e) => chain(e).undo().run(), can: (e) => e.can().undo() },
  { key: 'redo', run: (e) => chain(e).redo().run(), can: (e) => e.can().redo() },
  { key: 'clear', group: true },
];

/** The buttons of a toolbar, in order. */
export const toolsOf = (kind: ToolbarKind): Tool[] => TOOLS.filter((tool) => kind === 'full' || !tool.full);
