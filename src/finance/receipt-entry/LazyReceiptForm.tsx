/**
 * The receipt form's code (react-hook-form and the form kit) loads apart from the entry: list mode shows
 * it only when a row is edited, so it is fetched as the entry mounts (`usePreload`); modes 2 and 3 show
 * its place loading for that moment, until the nested upload of its attachments has come too. If it
 * cannot be loaded, the element says so once (partMissing).
 */
import { partMissing } from '../../core/feedback/usePartFailed';
import { lazyPart } from '../../core/runtime/lazy-part';
import { ListStates } from '../../kit/table/ListStates';
import { withNestedUpload } from '../shared/nested-upload';
import type { ReceiptFormProps } from './ReceiptForm';

const FormLoading = () => <ListStates loading empty={false} />;

export const ReceiptForm = lazyPart<ReceiptFormProps>(
  () => withNestedUpload(import('./ReceiptForm')).then((m) => m.ReceiptForm),
  FormLoading,
  partMissing('the receipt form'),
);
