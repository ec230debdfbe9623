/**
 * Smart invoice recognition (spec 3 §2.4, §5 Invoice form, §7 Invoices): the nested bo-scan-upload says
 * its whole list after each upload (local or phone scan); the files not sent yet go to POST
 * /ocr/multiple_invoice {files}. Each file's err is shown as an error message; nothing recognised at all
 * says 未能识别到有效的发票; the invoices found get the handler defaults (the current user, today) where
 * the recognition left them empty, and join the list (识别到 N 张发票). A failed call shows the server's msg, keeps the
 * list and sends bo-error; its files go again with the next upload. Files uploaded while a recognition
 * runs are sent once it has answered.
 */
import * as React from 'react';
import { ApiError, errorDetail, isAborted, useAction } from '../../core/http';
import { useLatestT } from '../../core/i18n';
import { useMessage } from '../../core/feedback/FeedbackProvider';
import { useElement } from '../../core/runtime';
import { getLoginInfo } from '../../core/user';
import { send } from '../../kit/data/endpoint';
import type { UploadedFile } from '../../kit/upload';
import { collectRecognised, type RecognitionResult } from '../shared/recognition';
import { recogniseInvoices } from './api';
import { today, userHandler, withHandlerDefaults, type Handler } from './handler';
import { unsentFiles } from './invoice-list.logic';
import type { InvoiceItem } from './types';

export function useRecognition(append: (invoices: InvoiceItem[]) => void) {
  const said = useLatestT();
  const message = useMessage();
  const action = useAction();
  const { apiBase, reportError } = useElement();
  // the attachments already sent (or on their way)
  const sent = React.useRef(new Set<number | string>());

  /** The current user as handler; a login info that cannot be read is reported and leaves it empty. */
  const handler = async (): Promise<Handler | undefined> => {
    try {
      return userHandler(await getLoginInfo(apiBase));
    } catch (e) {
      if (e instanceof ApiError && !isAborted(e)) reportError(errorDetail(e, said));
      return undefined;
    }
  };

  const recognise = async (files: UploadedFile[]) => {
    const fresh = unsentFiles(files, sent.current);
    if (!fresh.length) return;
    const ids = fresh.map((f) => f.attachment_id);
    ids.forEach((id) => sent.current.add(id));
    const result = await action.run(async (api) => {
      const answer = await send<object, { files: UploadedFile[] }, RecognitionResult<InvoiceItem>[]>(api, recogniseInvoices, {}, { files: fresh });
      const found = collectRecognised(Array.isArray(answer) ? answer : [], fresh);
      return { ...found, user: found.records.length ? await handler() : undefined };
    });
    if (!result.ok) {
      ids.forEach((id) => sent.current.delete(id));
      return;
    }
    const { records, errors, user } = result.value;
    errors.forEach((err) => message.error(err));
    if (!records.length) {
      message.error(said('invoice.notRecognised'));
      return;
    }
    const day = today();
    append(records.map((r) => withHandlerDefaults(r, user, day)));
    message.success(said('invoiceEntry.recognised', { count: records.length }));
  };

  // one recognition at a time: files uploaded meanwhile go once the one running has answered
  const queue = React.useRef<Promise<void>>(Promise.resolve());
  const uploaded = (files: UploadedFile[]) => {
    const next = () => recognise(files);
    queue.current = queue.current.then(next, next);
  };

  return { uploaded, recognising: action.busy };
}
