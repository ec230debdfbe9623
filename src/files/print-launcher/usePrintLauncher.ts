/**
 * The print launcher's state (spec 3 §2.11, §4 Print flow): each opening asks for a template with
 * bo-print-template-picker (inside the launcher's shadow root); a print-page template (type 1) opens
 * /_print/print through bo-navigate; a Word template asks 下载 or 预览, then fetches the records from the
 * template's word-api, fills the template's .docx, logs the print (create_record) and downloads the file
 * or shows it. A failure shows the server's msg (or 操作失败…), keeps the choice open and sends bo-error.
 */
import * as React from 'react';
import { ApiError, errorDetail, isAborted, useAction } from '../../core/http';
import { useLatestT, useT } from '../../core/i18n';
import { useMessage } from '../../core/feedback/FeedbackProvider';
import { navigate, type NavigateDetail } from '../../core/navigate';
import { useElement } from '../../core/runtime';
import { send } from '../../kit/data/endpoint';
import { openPicker } from '../../kit/picker/openPicker';
import { createRecord, printLog, wordRecords, type PrintRecord, type PrintTemplate, type RecordId } from './api';
import { download, fetchTemplate, fileName, fillTemplate, previewHtml } from './word';

export type PrintMode = 'print' | 'download' | 'preview';

export interface PrintDetail {
  /** the template chosen */
  template: PrintTemplate;
  /** print: the print page was opened; download: the Word file was saved; preview: it is shown */
  mode: PrintMode;
}

export interface PrintLauncherOptions {
  open: boolean;
  modelName: string;
  ids: RecordId[];
  printPath: string;
  onPrint?(detail: PrintDetail): unknown;
  onCancel?(): unknown;
  onClose?(): unknown;
  onNavigate?(detail: NavigateDetail): boolean;
}

type Step =
  | { kind: 'idle' }
  | { kind: 'mode'; template: PrintTemplate }
  | { kind: 'preview'; template: PrintTemplate; docx: Blob; html: string };

const IDLE: Step = { kind: 'idle' };
const noWordApi = (template: PrintTemplate) => new ApiError('malformed', '', '', undefined, undefined, `the Word template ${template.id} has no word_api`);

/** The records in the order of the ids asked (the word-api may answer in another). */
export function inIdOrder(records: PrintRecord[], ids: RecordId[]): PrintRecord[] {
  const place = new Map(ids.map((id, i) => [String(id), i]));
  const at = (r: PrintRecord) => place.get(String(r.id)) ?? ids.length;
  return [...records].sort((a, b) => at(a) - at(b));
}

/** `pickerHost`: where the template picker is put (inside the launcher's shadow root). */
export function usePrintLauncher(props: PrintLauncherOptions, pickerHost: React.RefObject<HTMLElement | null>) {
  const { open, modelName, ids, printPath } = props;
  const t = useT();
  const said = useLatestT();
  const { apiBase, reportError, tag } = useElement();
  const message = useMessage();
  const action = useAction();
  const [step, setStep] = React.useState<Step>(IDLE);
  // a closing (hide(), open removed) ends what the opening showed
  const [wasOpen, setWasOpen] = React.useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (!open) setStep(IDLE);
  }
  // work of an earlier opening that ends after a closing delivers nothing
  const session = React.useRef(0);

  /** A failure outside the calls (the template file, the filling, the preview) goes to the page too. */
  const reported = async <T,>(work: Promise<T>): Promise<T> => {
    try {
      return await work;
    } catch (e) {
      const error = e instanceof ApiError ? e : new ApiError('malformed', '', '', undefined, undefined, String(e));
      if (!isAborted(error)) {
        console.warn(`<${tag}>`, error.problem ?? error.message);
        reportError(errorDetail(error, said));
      }
      throw error;
    }
  };

  const printed = (template: PrintTemplate) => {
    navigate(props.onNavigate, { path: printPath, query: { id: template.id, type: 'common', onlyPrint: 1, data: JSON.stringify(ids) }, newWindow: true });
    props.onPrint?.({ template, mode: 'print' });
  };

  /** The template's step: the print page opened (nothing more to show), or the choice 下载 / 预览. */
  const choose = React.useEffectEvent(async (signal: AbortSignal): Promise<Step | undefined> => {
    if (!ids.length) {
      message.error(said('picker.noDataPassed'));
      const msg = 'ids: no record to print';
      console.warn(`<${tag}> ${msg}`);
      reportError({ source: 'attribute', attribute: 'ids', msg });
      props.onCancel?.();
      return;
    }
    const container = pickerHost.current;
    if (!container) return;
    const records = await openPicker(container, 'bo-print-template-picker', {
      attributes: { 'model-name': modelName, 'selection-mode': 'radio' },
      apiBase,
      lang: said.locale,
      signal,
    });
    if (signal.aborted) return; // closed by the page: no event
    const template = records?.[0] as PrintTemplate | undefined;
    if (!template) props.onCancel?.();
    else if (template.type === 1) printed(template);
    else return { kind: 'mode', template };
  });

  React.useEffect(() => {
    if (!open) return;
    session.current += 1;
    const controller = new AbortController();
    void choose(controller.signal).then((next) => next && setStep(next));
    return () => controller.abort();
  }, [open]);

  const produce = async (template: PrintTemplate, mode: 'download' | 'preview') => {
    const mine = session.current;
    const result = await action.run(async (api) => {
      const url = await reported(template.word_api ? Promise.resolve(template.word_api) : Promise.reject(noWordApi(template)));
      const answer = await send<object, { ids: RecordId[] }, PrintRecord[]>(api, wordRecords(url), {}, { ids });
      const records = inIdOrder(Array.isArray(answer) ? answer : [], ids);
      const bytes = await reported(fetchTemplate(template.file_url));
      const docx = await reported(fillTemplate(bytes, records, template.file_url));
      await send(api, createRecord, {}, printLog(template.id, modelName, records));
      return { docx, html: mode === 'preview' ? await reported(previewHtml(docx)) : '' };
    });
    if (!result.ok || mine !== session.current) return; // the message is shown, the choice stays open
    if (mode === 'download') {
      download(result.value.docx, fileName(template.name));
      props.onPrint?.({ template, mode });
    } else {
      setStep({ kind: 'preview', template, ...result.value });
      props.onPrint?.({ template, mode });
    }
  };

  return {
    t,
    step,
    busy: action.busy,
    download: () => step.kind === 'mode' && void produce(step.template, 'download'),
    preview: () => step.kind === 'mode' && void produce(step.template, 'preview'),
    /** the preview's 下载: the file already made and logged */
    save: () => step.kind === 'preview' && download(step.docx, fileName(step.template.name)),
    cancel: () => {
      if (action.busy) return;
      setStep(IDLE);
      props.onCancel?.();
    },
    closePreview: () => {
      setStep(IDLE);
      props.onClose?.();
    },
  };
}
