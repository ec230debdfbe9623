/**
 * bo-scan-upload (spec 3 §2.8, §4 "Phone-scan upload", §7 Files): 本地上传 (local files, posted to the
 * upload endpoint with is_public 1) or 扫码上传 (the QR panel: the phone uploads, the state is asked
 * every 5 s; on success the panel closes, the mode is local again and the files are given). The same
 * element as bo-file-upload with the scan source: one list, one panel.
 */
import { FileUpload, type FileUploadProps } from '../file-upload/FileUpload';

export type ScanUploadProps = Omit<FileUploadProps, 'source' | 'accept' | 'drag' | 'isPublic'>;

export function ScanUpload(props: ScanUploadProps) {
  return <FileUpload {...props} source="scan" isPublic={1} />;
}
