/**
 * HTML that comes from the server or the user (a file preview, rich text, a Word preview) before it is
 * shown or handed on (DECISIONS "Data safety and security"): DOMPurify removes scripts, event handlers
 * and other active content; a link stays only when it is http(s) (see safe-url.ts) and opens in a new
 * window with noopener; a picture only when it is http(s), from the site's root or data:image.
 */
import createDOMPurify from 'dompurify';
import { safeImage, safeLink } from './safe-url';

let purifier: ReturnType<typeof createDOMPurify> | undefined;

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
  });
  purifier = p;
  return p;
}

/** The HTML without anything that could run or open an unsafe address. */
export const sanitizeHtml = (html: string): string => instance().sanitize(html, { ADD_ATTR: ['target'] });
