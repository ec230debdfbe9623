// The photo uploader's pictures (spec 3 §2.9): GET /api/files/mock/photo/:id serves a seeded photo's
// picture (404 for an unknown one). Recorded like every route, so a test counts how often a picture was
// asked, and faults apply: mock.fault('/api/files/mock/photo/:id', { status: 404, times: n }) makes it
// fail the first n times (the image-load retry of spec 3 §4). Uploads go to the files handlers.
import { HttpResponse, type HttpHandler } from 'msw';
import { route } from '../kit';
import { seededPicture } from '../store/photos';

export const PHOTO_PICTURE = '/api/files/mock/photo/:id';

export const photosHandlers: HttpHandler[] = [
  route('GET', PHOTO_PICTURE, ({ params }) => {
    const svg = seededPicture(Number(params.id));
    if (!svg) return new HttpResponse(null, { status: 404 });
    return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' } });
  }),
];
