export { CHUNK_SIZE, attachmentsOf, chunksOf, finishedInOrder, newClientId, uploadPath } from './upload.logic';
export type { UploadKind } from './upload.logic';
export { createUploader } from './uploader';
export type { ChunkRequest, UploadItem, UploadSend, UploadStatus, Uploader, UploaderOptions } from './uploader';
export { apiSend } from './send';
export type { UploadedFile, UploadTarget } from './send';
export { useFinished, useUploads } from './useUploads';
export type { Uploads } from './useUploads';
export { uploadCall } from './contract';
