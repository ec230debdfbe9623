/**
 * The file list of an upload element with what drives it (useFileList: the upload client, the checks,
 * the previews' calls): a lazy part of the element (LazyFileList.tsx), which keeps its buttons. The
 * buttons give files through the part's handle: chosen ones (checked, then uploaded) and the phone's
 * (attached); the part tells the element when the list is full.
 */
import * as React from 'react';
import type { UploadedFile } from '../../kit/upload';
import { FileList } from './FileList';
import { useFileList, type FileListOptions } from './useFileList';

/** What the element's buttons give the list. */
export interface UploadsHandle {
  add(chosen: File[]): void;
  attach(received: UploadedFile[]): void;
}

export interface UploadsProps extends FileListOptions {
  ref?: React.Ref<UploadsHandle>;
  /** no delete, abort or retry (readonly or disabled) */
  locked: boolean;
  /** the list has as many files as it may hold (no chooser), or no longer */
  onFull(full: boolean): void;
}

export function Uploads({ ref, locked, onFull, ...options }: UploadsProps) {
  const state = useFileList(options);
  React.useImperativeHandle(ref, () => ({ add: state.add, attach: state.attach }));
  const { full } = state;
  React.useEffect(() => onFull(full), [full, onFull]);
  return <FileList state={state} locked={locked} />;
}
