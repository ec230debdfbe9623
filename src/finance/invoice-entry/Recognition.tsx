/**
 * Smart invoice recognition (spec 3 §2.4, §5 Invoice form, §7 Invoices) on the entries' shared
 * recognition (src/finance/shared/useRecognition.ts), a lazy part of the list (RecognitionPart.tsx): the
 * files go to POST /ocr/multiple_invoice {files}; nothing recognised at all says 未能识别到有效的发票; the
 * invoices found get the handler defaults (the current user, today) where the recognition left them
 * empty, and join the list (识别到 N 张发票).
 */
import '../../core/i18n/areas/finance-invoice-parts';
import { ApiError, errorDetail, isAborted } from '../../core/http';
import { useLatestT } from '../../core/i18n';
import { useMessage } from '../../core/feedback/FeedbackProvider';
import { useElement } from '../../core/runtime';
import { getLoginInfo } from '../../core/user';
import type { RecognitionProps } from '../shared/RecognitionPart';
import { useRecognition } from '../shared/useRecognition';
import { recogniseInvoices } from './api';
import { userHandler, withHandlerDefaults, type Handler } from './handler';
import { today } from './today';
import type { InvoiceItem } from './types';

export function Recognition({ onFound, ...props }: RecognitionProps<InvoiceItem>) {
  const said = useLatestT();
  const message = useMessage();
  const { apiBase, reportError } = useElement();

  /** The current user as handler; a login info that cannot be read is reported and leaves it empty. */
  const handler = async (): Promise<Handler | undefined> => {
    try {
      return userHandler(await getLoginInfo(apiBase));
    } catch (e) {
      if (e instanceof ApiError && !isAborted(e)) reportError(errorDetail(e, said));
      return undefined;
    }
  };

  useRecognition<InvoiceItem, InvoiceItem>(props, {
    endpoint: recogniseInvoices,
    prepare: async (records) => {
      const user = await handler();
      const day = today();
      return records.map((r) => withHandlerDefaults(r, user, day));
    },
    found: (invoices) => {
      onFound(invoices);
      message.success(said('invoiceParts.recognised', { count: invoices.length }));
    },
    none: () => message.error(said('invoice.notRecognised')),
  });
  return null;
}
