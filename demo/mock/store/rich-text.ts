// The rich-text editor's configuration (spec 3 §2.17, §7 Files: GET {static host}/api/files/config). The
// spec does not say what it holds; the editor reads the limits of its images (docs/decisions.md).
export interface RichTextConfig {
  /** the largest image in bytes */
  image_max_size: number;
  /** the image types accepted, as an <input accept> list */
  image_accept: string;
}

export const richTextConfig = (): RichTextConfig => ({
  image_max_size: 10 * 1024 * 1024,
  image_accept: 'image/png,image/jpeg,image/gif,image/webp,image/bmp,image/svg+xml',
});
