/**
 * How the conformance suite makes each element dispatch each of its declared events, as a user would.
 * A new element with events needs its entry here (the suite fails without it).
 */
import { deepQuery, deepQueryAll, waitFor } from './helpers';
import { chooseFile, sheetFile } from './files/sheet-files';
import { pngFile } from './files/upload-helpers';

type Trigger = (el: HTMLElement) => Promise<void> | void;

/** Opens a dialog element with show() and clicks one of its action buttons. */
const dialogAction = (action: string): Trigger => async (el) => {
  void (el as HTMLElement & { show(): unknown }).show();
  const button = await waitFor(() => deepQuery<HTMLButtonElement>(el.shadowRoot!, `[data-action="${action}"]`), `${action} button`);
  button.click();
};

/** Opens the import dialog, chooses a sheet of 3 data rows and presses 下一步 once it is uploaded; when
 * the upload fails (the fault matrix), it ends there, as the user would, instead of waiting for 下一步. */
const importSheet: Trigger = async (el) => {
  void (el as HTMLElement & { show(): unknown }).show();
  await chooseFile(el, await sheetFile(3));
  const next = await waitFor(
    () => deepQuery<HTMLButtonElement>(el.shadowRoot!, '[data-action="next"]:not(:disabled)') ?? (deepQuery(el.shadowRoot!, '[data-import-file="failed"]') && 'failed'),
    'next enabled, or the upload failed',
  );
  if (next === 'failed') throw new Error('the upload failed');
  next.click();
};

/** Every picker: confirm with the first row (card, check-tree node) ticked, or cancel. */
const picker: Record<string, Trigger> = {
  'bo-confirm': async (el) => {
    void (el as HTMLElement & { show(): unknown }).show();
    (await waitFor(() => deepQuery<HTMLElement>(el.shadowRoot!, '[data-row-id], [role="option"], [data-bo-check-tree] [role="treeitem"]'), 'a row')).click();
    (await waitFor(() => deepQuery<HTMLButtonElement>(el.shadowRoot!, '[data-action="confirm"]'), 'confirm')).click();
  },
  'bo-cancel': dialogAction('cancel'),
};

/** The region picker: the first place of each tab, down to one that completes a region, then 确定. */
const regionPicker: Record<string, Trigger> = {
  ...picker,
  'bo-confirm': async (el) => {
    void (el as HTMLElement & { show(): unknown }).show();
    for (let step = 0; step < 3; step++) {
      const place = await waitFor(() => deepQuery<HTMLElement>(el.shadowRoot!, '[data-bo-region] [data-code]'), 'a place');
      place.click();
      if (place.dataset.regionId) break;
      await waitFor(() => !place.isConnected, 'the next tab');
    }
    (await waitFor(() => deepQuery<HTMLButtonElement>(el.shadowRoot!, '[data-action="confirm"]'), 'confirm')).click();
  },
};

/** Types into a controlled input or textarea as the browser would (React hears the input event). */
export function fill(input: HTMLInputElement | HTMLTextAreaElement, text: string) {
  // the element's own realm: a host page in a frame has its own classes
  const view = (input.ownerDocument.defaultView ?? window) as Window & typeof globalThis;
  const proto = input.localName === 'textarea' ? view.HTMLTextAreaElement.prototype : view.HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(input, text);
  input.dispatchEvent(new view.Event('input', { bubbles: true }));
}

/** Clicks an action after making the page cancel the bo-navigate it leads to (the test page stays). */
const navigateBy = (selector: string): Trigger => async (el) => {
  el.addEventListener('bo-navigate', (e) => e.preventDefault(), { once: true });
  (await waitFor(() => deepQuery<HTMLElement>(el.shadowRoot!, selector), selector)).click();
};

const clickAction = (selector: string): Trigger => async (el) => (await waitFor(() => deepQuery<HTMLElement>(el.shadowRoot!, selector), selector)).click();

/** Chooses a small text file in an upload element. */
const chooseNote: Trigger = (el) => chooseFile(el, new File(['hello'], 'note.txt', { type: 'text/plain' }));

/** An invoice the edit form's 确定 accepts as it is (spec 3 §5: a date, the amounts, an attachment). */
const COMPLETE_INVOICE = {
  id: 1, type: 'quota', invoice_num: '04512345', invoice_date: '2024-06-03', total_amount: '100.00', tax_rate: '免税', tax: '0.00', not_amount: '0.00',
  files: [{ attachment_id: 501, name: '发票.pdf', image_url: '/files/501', size: 1024, suffix: 'pdf' }],
};

/** bo-invoice-entry opened in edit mode (2) on an invoice, with a back path (whose bo-navigate the page
 * cancels): the form's 确定 or 取消 (the last button of that name). */
const invoiceForm = (action: 'confirm' | 'cancel'): Trigger => async (el) => {
  el.setAttribute('back-path', '/finance/invoices');
  el.setAttribute('value', JSON.stringify(COMPLETE_INVOICE));
  el.setAttribute('mode', '2');
  el.addEventListener('bo-navigate', (e) => e.preventDefault(), { once: true });
  const text = action === 'confirm' ? '确定' : '取消';
  const button = () => [...(deepQuery(el.shadowRoot!, '[data-invoice-edit]')?.querySelectorAll('button') ?? [])].filter((b) => b.textContent!.trim() === text).at(-1);
  (await waitFor(button, `the form's ${text}`)).click();
};

/** Takes an approval action: its button, a comment in its dialog, 确定 (bo-done, then bo-navigate after 1 s). */
const approvalAction = (key: string): Trigger => async (el) => {
  (await waitFor(() => deepQuery<HTMLElement>(el.shadowRoot!, `[data-bo-approval-bar] [data-action="${key}"]`), `${key} button`)).click();
  fill(await waitFor(() => deepQuery<HTMLTextAreaElement>(el.shadowRoot!, '[data-bo-action-dialog] textarea'), 'comment'), '请尽快处理');
  (await waitFor(() => deepQuery<HTMLButtonElement>(el.shadowRoot!, '[data-bo-action-dialog] [data-action="confirm"]'), 'confirm')).click();
};

/** bo-print-launcher: show(), then 确定 in its template picker (the module's default template chosen). */
const printTemplate = async (el: HTMLElement) => {
  void (el as HTMLElement & { show(): unknown }).show();
  // the picker is inside the launcher's shadow root (the launcher's own dialog is not open yet)
  await waitFor(() => deepQuery<HTMLElement>(el.shadowRoot!, '[data-row-id][aria-selected="true"]'), 'the default template chosen');
  (await waitFor(() => deepQuery<HTMLButtonElement>(el.shadowRoot!, '[data-action="confirm"]'), 'the picker\'s 确定')).click();
};
/** …then, for the default Word template of the example's module, an action of the dialog that follows. */
const printAction = (dialog: 'mode' | 'preview', action: string, before?: string): Trigger => async (el) => {
  await printTemplate(el);
  if (before) (await waitFor(() => deepQuery<HTMLElement>(el.shadowRoot!, `[data-bo-print-dialog="mode"] [data-action="${before}"]`), before)).click();
  (await waitFor(() => deepQuery<HTMLElement>(el.shadowRoot!, `[data-bo-print-dialog="${dialog}"] [data-action="${action}"]`), action)).click();
};

/** bo-receipt-entry: one record's form (mode 2, or a new entry with a back path), then one of its buttons. */
const receiptForm = (action: 'confirm' | 'cancel', mode = '2'): Trigger => async (el) => {
  el.addEventListener('bo-navigate', (e) => e.preventDefault(), { once: true });
  const files = [{ attachment_id: 501, name: '回单.pdf', image_url: '/api/files/mock/501' }];
  const record = { department_id: 3, department_name: '上海分公司', type: 1, transaction_date: '2024-06-01', pay_name: '甲', payee_name: '乙', amount: '1.00', files };
  el.setAttribute('back-path', '/finance/receipts');
  el.setAttribute('value', JSON.stringify(mode === '2' ? record : {}));
  el.setAttribute('mode', mode);
  if (mode === '3') await waitFor(() => deepQuery<HTMLInputElement>(el.shadowRoot!, '[data-field="serial_number"] input')?.value, 'the serial number');
  (await waitFor(() => deepQuery<HTMLButtonElement>(el.shadowRoot!, `[data-bo-receipt-form] [data-action="${action}"]`), action)).click();
};

/** Elements whose dialog opens by a click rather than a method (the parts test opens it this way). */
export const openers: Record<string, Trigger> = {
  'bo-approval-bar': clickAction('[data-bo-approval-bar] [data-action="set"]'),
  // 查看大图 of the first photo
  'bo-photo-uploader': clickAction('[data-photo-index="0"] [data-action="view"]'),
  // the preview of the first file (a .docx: the server's HTML in the preview dialog)
  'bo-file-upload': clickAction('[data-file-row] [data-action="preview"]'),
  'bo-scan-upload': clickAction('[data-file-row] [data-action="preview"]'),
  // its own dialog is the choice 下载 / 预览 after a Word template
  'bo-print-launcher': printTemplate,
  // the drawer with its map drawn (Leaflet arrives in a chunk of its own)
  'bo-map-address-picker': async (el) => {
    void (el as HTMLElement & { show(): unknown }).show();
    await waitFor(() => deepQuery(el.shadowRoot!, '[data-map-ready]'), 'the map');
  },
};

/** A tree sidebar's second tab (分组, 平台分类...), whose tree is asked for when it is first shown. */
const sidebarTab: Trigger = async (el) => {
  void (el as HTMLElement & { show?(): unknown }).show?.();
  const tabs = await waitFor(() => {
    const found = deepQueryAll<HTMLElement>(el.shadowRoot!, '[part="tree-sidebar"] [role="tab"]');
    return found.length > 1 && found;
  }, 'the tree sidebar tabs');
  tabs[1]!.click();
};

/**
 * Actions of a user that call the backend and are no event's trigger (a plan saved inside the export
 * drawer, a project added inside its picker, an image uploaded into the editor, a tree sidebar's second
 * tab), or that call more of it than the triggers (the receipt entry's recognition): the fault matrix
 * of users' actions and the XSS corpus take them first.
 */
export const actions: Record<string, Trigger> = {
  // 新增方案, a name, 保存
  'bo-export-plan': async (el) => {
    void (el as HTMLElement & { show(): unknown }).show();
    (await waitFor(() => deepQuery<HTMLButtonElement>(el.shadowRoot!, '[data-action="add-plan"]'), '新增方案')).click();
    fill(await waitFor(() => deepQuery<HTMLInputElement>(el.shadowRoot!, '[data-plan-editor] input'), 'the name box'), `方案${Date.now() % 10000}`);
    deepQuery<HTMLButtonElement>(el.shadowRoot!, '[data-action="save-plan"]')!.click();
  },
  // 新增 a row, its name, 确定
  'bo-project-picker': async (el) => {
    void (el as HTMLElement & { show(): unknown }).show();
    (await waitFor(() => deepQuery<HTMLButtonElement>(el.shadowRoot!, '[data-action="project-add"]'), '新增')).click();
    const row = await waitFor(() => deepQuery<HTMLElement>(el.shadowRoot!, '[data-row-id^="row-"]'), 'the new row');
    fill(await waitFor(() => row.querySelector<HTMLInputElement>('input[data-field="name"]'), 'the name box'), '测试项目');
    row.querySelector<HTMLButtonElement>('[data-action="row-confirm"]')!.click();
  },
  // 删除 of the first own page, answered 确定
  'bo-app-page-picker': async (el) => {
    void (el as HTMLElement & { show(): unknown }).show();
    (await waitFor(() => deepQuery<HTMLButtonElement>(el.shadowRoot!, '[data-row-id] [data-action="delete"]'), '删除')).click();
    (await waitFor(() => deepQuery<HTMLButtonElement>(el.shadowRoot!, '[data-bo-confirm-ok]'), 'the question')).click();
  },
  'bo-rich-text-editor': (el) => chooseFile(el, pngFile('图片.png')),
  // a file chosen in 智能识别: uploaded, then recognised into rows (the mock recognises any file but 模糊.*)
  'bo-receipt-entry': (el) => chooseFile(el, pngFile('回单.png')),
  ...Object.fromEntries(
    // the elements whose sidebar's second tab asks for its tree (in the others it is asked with the first, or there is one tab)
    ['bo-goods-picker', 'bo-item-picker', 'bo-equipment-picker', 'bo-material-picker', 'bo-sku-picker', 'bo-category-group-filter'].map((tag) => [tag, sidebarTab]),
  ),
};

/** Types a word into the rich-text editor, as the keyboard would (ProseMirror reads the DOM change). */
export async function typeInEditor(el: HTMLElement, text: string) {
  const area = await waitFor(() => deepQuery<HTMLElement>(el.shadowRoot!, '.ProseMirror[contenteditable="true"]'), 'the editing area');
  area.focus();
  document.execCommand('insertText', false, text);
}

export const triggers: Record<string, Record<string, Trigger>> = {
  'bo-receipt-entry': {
    // 删除 of the first row, answered 确定
    'bo-change': async (el) => {
      (await waitFor(() => deepQuery<HTMLButtonElement>(el.shadowRoot!, '[data-bo-receipt-list] [data-row-id] [data-action="delete"]'), 'delete')).click();
      (await waitFor(() => deepQuery<HTMLButtonElement>(el.shadowRoot!, '[data-bo-confirm-ok]'), 'the question')).click();
    },
    'bo-confirm': receiptForm('confirm'),
    'bo-cancel': receiptForm('cancel'),
    'bo-navigate': receiptForm('cancel', '3'),
  },
  'bo-pagination': {
    'bo-change': (el) => deepQuery<HTMLButtonElement>(el.shadowRoot!, 'button[aria-label="第 2 页"]')!.click(),
  },
  'bo-tab-bar': {
    'bo-change': (el) => deepQueryAll<HTMLButtonElement>(el.shadowRoot!, '[role="tab"]')[1].click(),
  },
  'bo-rich-text-editor': {
    'bo-change': (el) => typeInEditor(el, '你好'),
  },
  'bo-date-dialog': {
    'bo-confirm': dialogAction('confirm'),
    'bo-cancel': dialogAction('cancel'),
  },
  'bo-goods-picker': picker,
  'bo-item-picker': picker,
  'bo-class-picker': picker,
  'bo-sku-picker': {
    ...picker,
    // the picker in the page (inline): a tick is a change
    'bo-change': async (el) => {
      el.setAttribute('inline', '');
      (await waitFor(() => deepQuery<HTMLElement>(el.shadowRoot!, '[data-bo-inline-picker] [data-row-id]'), 'a row in the page')).click();
    },
  },
  'bo-report-item-picker': picker,
  'bo-print-template-picker': picker,
  'bo-print-launcher': {
    'bo-print': printAction('mode', 'download'),
    'bo-cancel': printAction('mode', 'cancel'),
    'bo-close': printAction('preview', 'close', 'preview'),
    // the default template of sale_order is a print-page template
    'bo-navigate': async (el) => {
      el.setAttribute('model-name', 'sale_order');
      el.addEventListener('bo-navigate', (e) => e.preventDefault(), { once: true });
      await printTemplate(el);
    },
  },
  'bo-equipment-picker': picker,
  'bo-material-picker': picker,
  'bo-icon-picker': picker,
  'bo-department-picker': picker,
  'bo-org-picker': picker,
  'bo-staff-picker': picker,
  'bo-contact-picker': picker,
  'bo-people-picker': picker,
  'bo-notifier-picker': picker,
  'bo-tenant-picker': picker,
  'bo-supplier-picker': picker,
  'bo-external-org-picker': picker,
  'bo-payment-nature-picker': picker,
  'bo-payment-method-picker': picker,
  'bo-template-link-picker': picker,
  'bo-address-picker': picker,
  'bo-list-picker': picker,
  'bo-app-page-picker': {
    ...picker,
    'bo-navigate': async (el) => {
      void (el as HTMLElement & { show(): unknown }).show();
      await navigateBy('[data-action="app-management"]')(el);
    },
  },
  'bo-project-picker': picker,
  'bo-region-picker': regionPicker,
  'bo-hierarchy-picker': picker,
  'bo-cascader-picker': picker,
  'bo-map-address-picker': {
    // the example's point is given: 确定 saves it and gives it
    'bo-confirm': dialogAction('confirm'),
    'bo-cancel': dialogAction('cancel'),
  },
  'bo-bank-account-picker': picker,
  'bo-receipt-picker': picker,
  'bo-category-group-filter': {
    'bo-change': async (el) => (await waitFor(() => deepQuery<HTMLElement>(el.shadowRoot!, '[role="treeitem"]'), 'a tree row')).click(),
  },
  'bo-approval-button': {
    'bo-click': (el) => deepQuery<HTMLButtonElement>(el.shadowRoot!, 'button')!.click(),
  },
  'bo-base-info-card': {
    'bo-navigate': navigateBy('[data-action="trace"]'),
    // the example's first tag is removed
    'bo-change': clickAction('[data-tag]'),
  },
  'bo-approval-path': {
    'bo-navigate': navigateBy('[data-action="detail"]'),
  },
  'bo-page-header': {
    'bo-prev': clickAction('[data-action="prev"]'),
    'bo-next': clickAction('[data-action="next"]'),
    'bo-action': clickAction('[data-key]'),
    'bo-navigate': navigateBy('[data-action="back"]'),
  },
  'bo-class-list': {
    // turning the first class on or off saves it at once
    'bo-change': clickAction('[data-row-id] input[data-action="enable"]'),
    'bo-navigate': navigateBy('[data-row-id] [data-action="approval-flow"]'),
  },
  'bo-search-bar': {
    'bo-search': clickAction('form[role="search"] [data-action="search"]'),
  },
  'bo-search-scheme-drawer': {
    // the current scheme is selected when the drawer opens: 确定 saves it and gives its fields
    'bo-confirm': async (el) => {
      void (el as HTMLElement & { show(): unknown }).show();
      await waitFor(() => deepQuery(el.shadowRoot!, '[data-scheme-id][data-current]'), 'the current scheme');
      (await waitFor(() => deepQuery<HTMLButtonElement>(el.shadowRoot!, '[data-action="confirm"]'), 'confirm')).click();
    },
    'bo-cancel': dialogAction('cancel'),
  },
  'bo-export-plan': {
    'bo-confirm': dialogAction('confirm'),
    'bo-cancel': dialogAction('cancel'),
  },
  'bo-numbering-rule-editor': {
    // a new rule: its name and the digits of its required serial row, then 确定; the page keeps the editor
    'bo-saved': async (el) => {
      el.addEventListener('bo-navigate', (e) => e.preventDefault(), { once: true });
      const find = <E extends Element>(selector: string) => waitFor(() => deepQuery<E>(el.shadowRoot!, selector), selector);
      fill(await find<HTMLInputElement>('[data-field="name"] input'), '测试规则');
      (await find<HTMLButtonElement>('tr[data-row-key] [data-action="row-edit"]')).click();
      fill(await find<HTMLInputElement>('input[data-edit="length"]'), '4');
      (await find<HTMLButtonElement>('tr[data-editing] [data-action="row-confirm"]')).click();
      await waitFor(() => !deepQuery(el.shadowRoot!, 'tr[data-editing]'), 'the row confirmed');
      (await find<HTMLButtonElement>('[data-action="confirm"]')).click();
    },
    'bo-cancel': navigateBy('[data-action="cancel"]'),
    'bo-navigate': navigateBy('[data-action="cancel"]'),
  },
  'bo-column-chooser': {
    'bo-confirm': dialogAction('confirm'),
    'bo-cancel': dialogAction('cancel'),
  },
  'bo-serial-batch': {
    'bo-confirm': dialogAction('confirm'),
    'bo-cancel': dialogAction('cancel'),
  },
  'bo-class-dialog': {
    'bo-confirm': async (el) => {
      void (el as HTMLElement & { show(): unknown }).show();
      const input = (name: string) => waitFor(() => deepQuery<HTMLInputElement>(el.shadowRoot!, `[data-field="${name}"] input`), name);
      fill(await input('serial_number'), `C${Math.floor(Math.random() * 900) + 100}`);
      fill(await input('name'), '测试分类');
      (await waitFor(() => deepQuery<HTMLButtonElement>(el.shadowRoot!, '[data-action="confirm"]'), 'confirm')).click();
    },
    'bo-cancel': dialogAction('cancel'),
  },
  'bo-custom-fields': {
    // turning the first field on or off saves it at once
    'bo-change': clickAction('[data-row-id] input[data-action="enable"]'),
  },
  'bo-approval-settings': {
    // making a flow that is not the current one current
    'bo-change': clickAction('[data-row-id] input[data-action="set-default"]:not(:disabled)'),
    'bo-navigate': navigateBy('[data-action="add"]'),
  },
  'bo-approval-bar': {
    // the gallery's record is the user's own: 催办 changes nothing, so it can be taken again
    'bo-done': approvalAction('urge'),
    'bo-navigate': approvalAction('urge'),
  },
  'bo-import-dialog': {
    // a small sheet chosen, uploaded, then 下一步: bo-import at once, bo-confirm after the write and 1 s
    'bo-import': importSheet,
    'bo-confirm': importSheet,
    'bo-cancel': dialogAction('cancel'),
  },
  'bo-numbering-rules': {
    'bo-change': clickAction('[data-row-id] input[data-action="enable"]'),
    'bo-navigate': navigateBy('[data-action="add"]'),
  },
  // a photo chosen and uploaded (a 1×1 PNG)
  'bo-photo-uploader': {
    'bo-change': (el) => chooseFile(el, pngFile('现场.png')),
  },
  'bo-group-editor': {
    // the first top-level group has a sibling below it: 下移 swaps them
    'bo-change': clickAction('[data-row-id] [data-action="move-down"]'),
    'bo-import': clickAction('[data-action="import"]'),
  },
  // a file chosen and uploaded
  'bo-file-upload': { 'bo-change': chooseNote },
  'bo-scan-upload': { 'bo-change': chooseNote },
  'bo-invoice-entry': {
    // the mock recognises invoices in any file not named as a failure
    'bo-change': (el) => chooseFile(el, new File(['scan'], '发票.png', { type: 'image/png' })),
    'bo-saved': invoiceForm('confirm'),
    'bo-cancel': invoiceForm('cancel'),
    'bo-navigate': async (el) => {
      el.setAttribute('back-path', '/finance/invoices');
      await navigateBy('[data-action="back"]')(el);
    },
  },
};
