// The rich-text editor's configuration (spec 3 §2.17, §7 Files: GET {static host}/api/files/config). The
// spec does not say what it holds; the editor reads the limits of its images (docs/decisions/files.md).
export interface RichTextConfig {
  /** the largest image in bytes */
  image_max_size: number;
  /** the image formats accepted, by extension */
  image_types: string[];
}

export const richTextConfig = (): RichTextConfig => ({
  image_max_size: 10 * 1024 * 1024,
  image_types: ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp', 'svg', 'ico'],
});
