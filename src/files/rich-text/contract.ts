/** The backend contract of the rich-text editor: its configuration when shown, an upload per image. */
import type { CallSpec } from '../../core/http';
import { endpointCall } from '../../kit/data/endpoint';
import { uploadCall } from '../../kit/upload/contract';
import { editorConfig, imageTarget } from './api';

export const richTextCalls = ({ public: isPublic }: { public?: boolean }): CallSpec[] => [
  { ...endpointCall(editorConfig, 'when the editor is shown: the limits of its images'), onOpen: true },
  uploadCall(imageTarget(!!isPublic), 'for each image the user inserts with 插入图片, pastes or drops'),
];
