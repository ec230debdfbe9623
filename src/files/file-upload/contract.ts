/**
 * The backend contract of bo-file-upload and bo-scan-upload: the upload (image or file endpoint, public
 * or authenticated), the preview (private with power, else public), and with the scan source the QR
 * code and its state on the static file host. The download is a link the browser opens (GET
 * /base/file/down/api?attachment_id=), not a call.
 */
import type { CallSpec } from '../../core/http';
import { endpointCall } from '../../kit/data/endpoint';
import { uploadCall } from '../../kit/upload';
import { previewFile } from '../shared/api';
import { codeGen, codeState } from '../scan-upload/api';
import type { AcceptKind } from '../shared/file-kind.logic';

export interface UploadContractValues {
  accept?: AcceptKind;
  public?: boolean;
  power?: boolean;
  source?: 'local' | 'scan';
}

export function fileUploadCalls(v: UploadContractValues, isPublic: 0 | 1 = 0): CallSpec[] {
  const scan = v.source === 'scan';
  return [
    uploadCall({ kind: v.accept === 'image' ? 'image' : 'file', publicEndpoint: !!v.public, isPublic }, 'for each file the user chooses or drops, and each chunk of a file over 2 MiB'),
    endpointCall(previewFile(!!v.power), 'when the user previews a file that is not an image (an image shows in the 查看大图 dialog)'),
    ...(scan
      ? [
          endpointCall(codeGen, 'when the user opens 扫码上传 (a new client_id each time)'),
          endpointCall(codeState, 'every poll-interval ms (5 s) while the QR code is shown and the element visible, until data carries the files'),
        ]
      : []),
  ];
}

export const scanUploadCalls = (v: UploadContractValues) => fileUploadCalls({ ...v, source: 'scan' }, 1);
