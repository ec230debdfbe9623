/**
 * The rich-text editor's calls (spec 3 §2.17, §7 Files): its configuration from the static file host
 * (GET {static host}/api/files/config) and the image uploads (the upload client's POST /api/files/img or
 * /api/files/public/img). The spec does not say what the configuration holds; the editor reads the two
 * limits of its images (docs/decisions/files.md "rich-text").
 */
import type { ReadSpec } from '../../core/http';
import { endpoint } from '../../kit/data/endpoint';
import { DATA_OBJECT } from '../../kit/data/source';
import type { UploadTarget } from '../../kit/upload';

/** What the editor reads of its configuration. */
export interface EditorConfig {
  /** the largest image in bytes; 0: no limit of the editor's own */
  image_max_size: number;
  /** the image formats accepted, by extension (jpg, png...); empty: any image */
  image_types: string[];
}

const CONFIG_READS: ReadSpec[] = [
  { ...DATA_OBJECT, description: 'the configuration (without it the editor says so, with 重试, and takes any image)' },
  { path: 'data.image_max_size', type: 'number', description: 'the largest image in bytes (0 or absent: no limit of its own)' },
  { path: 'data.image_types', type: 'string[]', description: 'the image formats accepted, by extension: jpg, png... (absent or empty: any image)' },
];

/** GET {static host}/api/files/config: the editor's configuration, asked once when it is shown. */
export const editorConfig = endpoint<object>({ method: 'GET', url: '/api/files/config', host: 'static', params: [], reads: CONFIG_READS });

/** Where the editor's images go: the image endpoint, public or not (is_public 0). */
export const imageTarget = (publicEndpoint: boolean): UploadTarget => ({ kind: 'image', publicEndpoint });
