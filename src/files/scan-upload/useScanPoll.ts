/**
 * The phone-scan session of the upload elements (spec 3 §4 "Phone-scan upload", §7 Files, §9): when the
 * QR panel opens a new client id is made and its code asked (code/gen, size 300); then the state is
 * asked every `interval` ms (5 s) until it carries the files, which end the session (the kit's
 * useScanPoll: nothing is asked while the element is hidden, no poller is left running).
 */
import type { UploadedFile } from '../../kit/upload';
import { useScanPoll as useKitScanPoll, type ScanSession } from '../../kit/scan';
import { QR_SIZE, codeGen, codeState, scanFiles } from './api';

export interface ScanPollOptions {
  /** ms between two state requests (5000) */
  interval: number;
  /** the phone page's address; the client id is added as ?client_id= */
  scanPage: string;
  onFiles(files: UploadedFile[]): void;
}

/** The phone page's address with the session's client id (absolute: the phone is another device). */
export function scanContent(scanPage: string, clientId: string): string {
  const url = new URL(scanPage || '/', document.baseURI);
  url.searchParams.set('client_id', clientId);
  return url.href;
}

export function useScanPoll({ interval, scanPage, onFiles }: ScanPollOptions): ScanSession {
  return useKitScanPoll({
    interval, gen: codeGen, size: QR_SIZE, state: codeState, read: scanFiles, onResult: onFiles,
    content: (clientId) => scanContent(scanPage, clientId),
  });
}
