/**
 * The entries' forms nest bo-file-upload for their attachments; the entries declare the tag with lazyTag
 * (the list mode does not show it). A form's code is given once the tag's code has come too, so that
 * its attachments show with it; a tag that cannot be loaded is said where it is nested (NestedElement).
 */
import { loadTag } from '../../core/runtime/lazy-tags';

export const withNestedUpload = <M>(form: Promise<M>): Promise<M> =>
  Promise.all([form, loadTag('bo-file-upload')?.catch(() => undefined)]).then(([m]) => m);
