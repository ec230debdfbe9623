/** The tag rules of the base-info card: a new tag is trimmed, not empty and not already there. */

/** The tags with `text` added, or null when it adds nothing (empty, or already a tag). */
export function addTag(tags: readonly string[], text: string): string[] | null {
  const tag = text.trim();
  if (!tag || tags.includes(tag)) return null;
  return [...tags, tag];
}

export const removeTag = (tags: readonly string[], index: number): string[] => tags.filter((_, i) => i !== index);
