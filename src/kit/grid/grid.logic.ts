/** Pure rules of the card grid: image retries (spec 2 §4, §9) and arrow-key moves between cards. */

/**
 * An image that fails is loaded again after `delay` ms, up to `attempts` loads in all (spec 2 §4:
 * "retried after 5 seconds, up to 4 attempts in total"). Mutable so tests can shorten the delay.
 */
export const IMAGE_RETRY = { delay: 5000, attempts: 4 };

/** The card a key moves focus to, or undefined when the key is not a move. */
export function moveIndex(key: string, index: number, count: number, columns: number): number | undefined {
  if (count === 0) return undefined;
  const cols = Math.max(1, columns);
  switch (key) {
    case 'ArrowRight':
      return Math.min(index + 1, count - 1);
    case 'ArrowLeft':
      return Math.max(index - 1, 0);
    case 'ArrowDown':
      return index + cols < count ? index + cols : index;
    case 'ArrowUp':
      return index - cols >= 0 ? index - cols : index;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/** Number of columns a CSS grid lays out (its computed grid-template-columns lists one size each). */
export function columnCount(grid: Element | null): number {
  if (!grid) return 1;
  const template = getComputedStyle(grid).gridTemplateColumns;
  return template && template !== 'none' ? template.trim().split(/\s+/).length : 1;
}

/** A light background of an icon's colour (the icon drawn on a tinted box). */
export const tint = (color: string) => `color-mix(in srgb, ${color} 14%, transparent)`;
