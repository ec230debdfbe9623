import { partnersEnUS } from './en-US.partners';
import { peopleEnUS } from './en-US.people';
import { pickersEnUS } from './en-US.pickers';
import { formEnUS } from './en-US.form';
import { classEnUS } from './en-US.class';
import { approvalBarEnUS } from './en-US.approval-bar';
import { searchEnUS } from './en-US.search';
import { fieldsEnUS } from './en-US.fields';
import { exportEnUS } from './en-US.export';
import { numberingEnUS } from './en-US.numbering';
import { approvalPathEnUS } from './en-US.approval-path';
import { approvalSettingsEnUS } from './en-US.approval-settings';
import { approvalPhrasesEnUS } from './en-US.approval-phrases';
import { filesImportEnUS } from './en-US.files-import';
import { filesRichEnUS } from './en-US.files-rich';
import { filesSerialEnUS } from './en-US.files-serial';
import { filesColumnsEnUS } from './en-US.files-columns';
import { filesPhotoEnUS } from './en-US.files-photo';
import { filesGroupEnUS } from './en-US.files-group';
import { filesPrintEnUS } from './en-US.files-print';
import { financeReceiptEnUS } from './en-US.finance-receipt';
import { financePickersEnUS } from './en-US.finance-pickers';
import { pickersMoreEnUS } from './en-US.pickers-more';
import { pagesEnUS } from './en-US.pages';
import { projectsEnUS } from './en-US.projects';
import { pickersTreeEnUS } from './en-US.pickers-tree';
import { mapEnUS } from './en-US.map';
import { financeInvoiceEnUS } from './en-US.finance-invoice';
import type { Catalogue } from './zh-CN';
import { filesUploadEnUS } from './en-US.files-upload';

/**
 * The en-US string catalogue: the same keys as zh-CN (typed as its Catalogue, so a missing key fails the
 * type check; test/core/i18n-catalogue.test.ts also checks extra and empty keys and the `{name}`
 * parameters). Plain, short English of a business application; sentence case.
 */
export const enUS: Catalogue = {
  common: {
    confirm: 'Confirm',
    cancel: 'Cancel',
    close: 'Close',
    notice: 'Notice',
    deleteNotice: 'Confirm deletion',
    retry: 'Retry',
    loading: 'Loading…',
    empty: 'No data',
    emptyCell: '--',
    listSeparator: ', ',
    nameWithDetail: '{name} ({detail})',
    renderFailed: 'Something went wrong. Refresh the page and try again.',
    left: ' (left)',
    viewLarge: 'View full size',
    defaultTag: 'Default',
    enableName: 'Enable {name}',
  },
  http: {
    failed: 'Operation failed',
    network: 'Network error. Check your connection.',
    timeout: 'The request timed out. Try again later.',
    server: 'Server error ({status})',
    malformed: 'The server returned data in an unexpected format',
    loadFailed: 'Failed to load data',
  },
  success: {
    operation: 'Done',
    add: 'Added',
    delete: 'Deleted',
    deleteBang: 'Deleted!',
    set: 'Settings saved',
    save: 'Saved',
    modify: 'Changes saved',
    edit: 'Updated',
    withdraw: 'Withdrawn',
    urge: 'Reminder sent',
    copyTo: 'Copied to recipients',
    designate: 'Assigned',
    relay: 'Forwarded',
    sort: 'Order saved',
    copy: 'Copied',
    clear: 'Cleared',
  },
  customField: {
    nameRequired: 'Enter a field name',
    typeRequired: 'Select a field type',
    valuesRequired: 'Set the values of the field type',
    rangeRequired: 'Fill in every dimension',
    deleteConfirm: 'This will delete the data. Continue?',
  },
  rule: {
    deleteConfirm: 'Delete this item?',
    nameRequired: 'Enter a rule name',
    rangeRequired: 'Select the rule scope',
    contentRequired: 'Set the rule content',
    requiredEmpty: 'Required fields cannot be empty',
    unfinishedConfirm: 'Some rules are not finished. Save and submit anyway?',
    inputContent: 'Enter content',
    inputDigits: 'Enter the number of digits',
    requiredUndeletable: 'Required content cannot be deleted',
    enableBeforeDefault: 'Enable this rule before making it the default numbering',
  },
  category: {
    deleteConfirm: 'Delete category {name} · {number}?',
  },
  exportPlan: {
    nameRequired: 'Enter a name first',
    fieldsRequired: 'Select fields first',
    deleteConfirm: 'Delete this plan?',
  },
  scheme: {
    selectRequired: 'Select a scheme first',
    nameRequired: 'Enter a name first',
    fieldsRequired: 'Select search fields first',
    deleteConfirm: 'Delete this scheme?',
  },
  picker: {
    selectData: 'Select at least one item',
    noSelection: 'Nothing is selected',
    noneChosen: 'Nothing has been selected!',
    tickData: 'Check at least one item',
    selectAddress: 'Select an address',
    selectDataShop: 'Select an item',
    selectTemplate: 'Select a template',
    selectPage: 'Select a page',
    selectDepartment: 'Select a department first',
    noDataPassed: 'No data was passed',
    enterGcj02: 'Enter GCJ-02 coordinates',
    selectPaymentMethod: 'Select a payment method',
    deleteConfirm: 'Delete this item?',
    selectAllPage: 'Select all on this page',
    selectRow: 'Select this row',
    chosen: '{count} selected',
    clearChosen: 'Clear',
    removeChosen: 'Remove {name}',
    pendingChosen: 'Preselected record (ID {id})',
    missingAttribute: 'The required attribute {name} is missing; the list cannot be loaded',
    chosenList: 'Selected items',
    sequence: 'No.',
  },
  approval: {
    selectType: 'Select the approval type after assignment',
    relayRemark: 'Enter a note for the forwarding',
    designateRemark: 'Enter a note for the assignment',
    selectApprover: 'Select an approver',
    inputAction: 'Enter {title|lower}',
    confirmAllApproved: 'Confirm that every field has been approved',
    tickData: 'Check the items',
    deleteRemarkConfirm: 'Delete this comment?',
    deleteFlowConfirm: 'Delete this item?',
    clearConfirm: 'Clear everything? This cannot be undone.',
    fillRequired: 'Fill in the required fields',
    button: { 1: 'Approve', 2: 'Re-approve', 3: 'Trace', 4: 'Change', 5: 'Re-change' },
  },
  invoice: {
    dateRequired: 'Select the invoice date',
    notAmountRequired: 'Enter the non-deductible amount',
    totalAmount1Required: 'Enter the total amount',
    totalAmountRequired: 'Enter the amount',
    taxRequired: 'Enter the tax amount',
    filesRequired: 'Upload an attachment',
    inputField: 'Enter {title|lower}',
    selectField: 'Select {title}',
    notRecognised: 'No valid invoice was recognised',
  },
  receipt: {
    typeRequired: 'Select a transaction type',
    transferRequired: 'Select whether it can be transferred',
    invoiceCodeRequired: 'Enter the invoice code',
    companyRequired: 'Select a company',
    payerRequired: 'Enter the payer account name',
    payeeRequired: 'Enter the payee account name',
    dateRequired: 'Select a date',
    amountRequired: 'Enter an amount',
    filesRequired: 'Upload an attachment',
    deleteConfirm: 'This will permanently delete the file. Continue?',
    zeroAmount: 'Zero',
  },
  upload: {
    imageOnly: 'Upload an image',
    videoOnly: 'Upload a video file',
    audioOnly: 'Upload an audio file',
    deletePhotoConfirm: 'Delete this photo?',
    deleteFileConfirm: 'This will permanently delete the file. Continue?',
    zipOnly: 'Upload a ZIP file',
    attachmentFirst: 'Upload an attachment first',
  },
  serial: {
    digitsOnly: 'Digits only',
    greaterThanZero: 'The number must be greater than 0',
    notZero: 'The number cannot be 0',
    startCountInterval: 'Enter the start value, count and interval',
    serialRequired: 'Enter a serial number',
  },
  group: {
    numberRequired: 'Number is required',
    numberHint: 'Up to 4 characters',
    nameRequired: 'Name is required',
    deleteConfirm: 'Delete this item? This cannot be undone.',
    deleteKindConfirm: 'Delete this {kind}?',
    crossLevel: 'Items cannot be moved across levels',
  },
  badge: {
    kind: {
      primary: 'Submitted',
      success: 'Completed',
      errorw: 'Rejected',
      info: 'Expired',
      warning: 'In approval',
      danger: 'Declined',
      tijiaozhong: 'Submitting',
      isShengxiao: 'In effect',
    },
    audit: { 0: 'Submitting', 1: 'In approval', 2: 'In effect', other: 'Rejected' },
    invoice: { 0: 'Not claimed', 1: 'Claimed', 2: 'Voided' },
    verification: { 0: 'Not verified', 1: 'Verified', 2: 'Verification failed' },
  },
  pagination: {
    total: '{total} items',
    perPage: '{size} / page',
    prev: 'Previous page',
    next: 'Next page',
    jumpTo: 'Go to page {input}',
    pageN: 'Page {page}',
    morePrev: 'Back 5 pages',
    moreNext: 'Forward 5 pages',
    label: 'Pagination',
    pageSize: 'Items per page',
    jumper: 'Page to go to',
  },
  dateDialog: {
    title: 'Select date',
    label: 'Date',
    placeholder: 'Select a date',
    required: 'Select a date',
    today: 'Today',
    goToToday: 'Go to today',
    prevMonth: 'Previous month',
    nextMonth: 'Next month',
    prevYear: 'Previous year',
    nextYear: 'Next year',
    beforeMin: 'The date cannot be earlier than {min}',
    afterMax: 'The date cannot be later than {max}',
  },
  calendar: {
    months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    shortMonths: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    days: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    shortDays: ['S', 'M', 'T', 'W', 'T', 'F', 'S'],
    monthYear: '{month} {year}',
    monthDayYear: '{month} {day}, {year}',
    prevYearRange: 'Previous years',
    nextYearRange: 'Next years',
    weekNumber: 'Week {0}',
    selectedDate: 'Selected date {0}',
    todayDate: "Today's date {0}",
    monthPickerHeader: '{0}, change year',
    yearPickerHeader: '{0}, change month',
    dayMarked: 'Marked',
  },
  ...pickersEnUS,
  ...formEnUS,
  // the class list and dialog, the page header (en-US.class.ts)
  ...classEnUS,
  ...approvalBarEnUS,
  // the search bar and the search-scheme drawer (en-US.search.ts)
  ...searchEnUS,
  ...fieldsEnUS,
  // the export-plan drawer (en-US.export.ts)
  ...exportEnUS,
  // the numbering-rule list and editor (en-US.numbering.ts)
  ...numberingEnUS,
  // the approval bar's drawer of common phrases and historical comments (en-US.approval-phrases.ts)
  ...approvalPhrasesEnUS,
  // the serial-number batch generator (en-US.files-serial.ts)
  ...filesSerialEnUS,
  // the column chooser (en-US.files-columns.ts)
  ...filesColumnsEnUS,
  ...filesGroupEnUS,
  // the file upload and the phone-scan upload (en-US.files-upload.ts)
  ...filesUploadEnUS,
  // the print launcher (en-US.files-print.ts)
  ...filesPrintEnUS,
  // the bank receipt and bill entry (en-US.finance-receipt.ts)
  ...financeReceiptEnUS,
  // the finance pickers: payment nature, bank account, receipt (en-US.finance-pickers.ts)
  ...financePickersEnUS,
  // more pickers: link template, payment method, address, generic list (en-US.pickers-more.ts)
  ...pickersMoreEnUS,
  // the app page picker and its add-page dialog (en-US.pages.ts)
  ...pagesEnUS,
  // the project picker (./en-US.projects.ts)
  ...projectsEnUS,
  // the pickers of tabs and trees: region, hierarchy, cascader (en-US.pickers-tree.ts)
  ...pickersTreeEnUS,
  // the map address picker and the base-info card (en-US.map.ts)
  ...mapEnUS,
  // the invoice entry and its edit form (en-US.finance-invoice.ts)
  ...financeInvoiceEnUS,
  ...peopleEnUS,
  ...partnersEnUS,
  // the approval path view (en-US.approval-path.ts)
  ...approvalPathEnUS,
  // the approval settings panel (en-US.approval-settings.ts)
  ...approvalSettingsEnUS,
  // the import dialog (en-US.files-import.ts)
  ...filesImportEnUS,
  // the rich-text editor (en-US.files-rich.ts)
  ...filesRichEnUS,
  // the photo uploader (zh-CN.files-photo.ts)
  ...filesPhotoEnUS,
};
