/**
 * HTML that comes from the server or the user (a file preview, rich text, a Word preview) before it is
 * shown or handed on (DECISIONS "Data safety and security"): DOMPurify removes scripts, event handlers
 * and other active content; a link stays only when it is http(s) (see safe-url.ts) and opens in a new
 * window with noopener; a picture only when it is http(s), from the site's root or data:image. A picture
 * of the server's HTML (a document's preview) that comes without `alt` gets alt="": decorative, as nothing
 * says what it shows (an <img> without alt is read out by its address).
 */
import createDOMPurify from 'dompurify';
import { safeImage, safeLink } from './safe-url';

let purifier: ReturnType<typeof createDOMPurify> | undefined;
/** set while sanitizeHtml runs: its pictures without alt get alt="" (rich text keeps what the editor holds) */
let decorative = false;

function instance() {
  if (purifier) return purifier;
  const p = createDOMPurify(window);
  p.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      const href = safeLink(node.getAttribute('href'));
      if (href) {
        node.setAttribute('href', href);
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else node.removeAttribute('href');
    }
    if (node.tagName === 'IMG' && node.hasAttribute('src') && !safeImage(node.getAttribute('src'))) node.removeAttribute('src');
    if (decorative && node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
  });
  purifier = p;
  return p;
}

/** The HTML without anything that could run or open an unsafe address. */
export function sanitizeHtml(html: string): string {
  decorative = true;
  try {
    return instance().sanitize(html, { ADD_ATTR: ['target'] });
  } finally {
    decorative = false;
  }
}

/** What the rich-text editor's schema holds (Tiptap's StarterKit with headings 1–3, and Image): its
 * paragraphs, headings, lists, quote, code, rules and breaks, its marks and links, its pictures; no
 * style, no class, no form control, no SVG. */
const RICH_TAGS = ['p', 'h1', 'h2', 'h3', 'strong', 'b', 'em', 'i', 'u', 's', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'br', 'hr', 'a', 'img'];
const RICH_ATTRS = ['href', 'target', 'rel', 'src', 'alt', 'title', 'start'];

/** Rich text as the editor holds it: only what its schema holds, safe as sanitizeHtml makes it (the text
 * of anything else kept, as the editor keeps it). What the editor shows, posts and sends (issue 36). */
export const sanitizeRichText = (html: string): string => instance().sanitize(html, { ALLOWED_TAGS: RICH_TAGS, ALLOWED_ATTR: RICH_ATTRS });
