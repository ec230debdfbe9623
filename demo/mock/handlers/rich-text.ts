// The rich-text editor (spec 3 §7 Files): its configuration, asked of the static file host (any prefix:
// the page's staticHost or its base URL). The images go through the upload handlers of files.ts. Faults
// as everywhere: mock.fault('/api/files/config', {...}).
import type { HttpHandler } from 'msw';
import { route } from '../kit';
import { richTextConfig } from '../store/rich-text';

export const richTextHandlers: HttpHandler[] = [route('GET', '/api/files/config', () => richTextConfig())];
