// The photo uploader's seeded pictures (spec 3 §2.9, §3 "Uploaded file"): attachments whose image_url the
// mock serves as a small SVG (a coloured card with its name), for the demo and the tests. Uploaded photos
// are kept by store/files.ts like every upload.
import type { MockAttachment } from './files';

const SCENES = ['现场照片', '设备铭牌', '验收单', '仓库货架', '施工进度', '发票原件'];
const COLOURS = ['#4f6bed', '#0f9d58', '#e37400', '#8a3ffc', '#d13438', '#038387'];

/** The seeded photos, ids 1..6 (their pictures at /api/files/mock/photo/:id). */
export const SEEDED_PHOTOS: MockAttachment[] = SCENES.map((scene, i) => {
  const url = `/api/files/mock/photo/${i + 1}`;
  return { attachment_id: 501 + i, image_save_url: url, image_url: url, full_name: `${scene}.svg`, name: `${scene}.svg`, size: 2048, suffix: 'svg' };
});

/** The picture of a seeded photo (1-based), or undefined. */
export function seededPicture(id: number): string | undefined {
  const photo = SEEDED_PHOTOS[id - 1];
  if (!photo) return undefined;
  const colour = COLOURS[(id - 1) % COLOURS.length];
  // a landscape card: the big-picture dialog shows it contained within 500 px
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="520" viewBox="0 0 800 520"><rect width="800" height="520" fill="${colour}"/><circle cx="640" cy="120" r="60" fill="#ffffff" opacity="0.35"/><path d="M0 420 L220 240 L380 380 L520 280 L800 460 L800 520 L0 520 Z" fill="#ffffff" opacity="0.25"/><text x="40" y="90" font-family="sans-serif" font-size="48" fill="#ffffff">${SCENES[id - 1]}</text><text x="40" y="150" font-family="sans-serif" font-size="28" fill="#ffffff">#${id}</text></svg>`;
}
