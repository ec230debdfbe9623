/**
 * How the conformance suite makes each element dispatch each of its declared events, as a user would.
 * A new element with events needs its entry here (the suite fails without it).
 */
import { deepQuery, deepQueryAll, waitFor } from './helpers';

type Trigger = (el: HTMLElement) => Promise<void> | void;

/** Opens a dialog element with show() and clicks one of its action buttons. */
const dialogAction = (action: string): Trigger => async (el) => {
  void (el as HTMLElement & { show(): unknown }).show();
  const button = await waitFor(() => deepQuery<HTMLButtonElement>(el.shadowRoot!, `[data-action="${action}"]`), `${action} button`);
  button.click();
};

export const triggers: Record<string, Record<string, Trigger>> = {
  'bo-pagination': {
    'bo-change': (el) => deepQuery<HTMLButtonElement>(el.shadowRoot!, 'button[aria-label="第 2 页"]')!.click(),
  },
  'bo-tab-bar': {
    'bo-change': (el) => deepQueryAll<HTMLButtonElement>(el.shadowRoot!, '[role="tab"]')[1].click(),
  },
  'bo-date-dialog': {
    'bo-confirm': dialogAction('confirm'),
    'bo-cancel': dialogAction('cancel'),
  },
  'bo-goods-picker': {
    'bo-confirm': async (el) => {
      void (el as HTMLElement & { show(): unknown }).show();
      (await waitFor(() => deepQuery<HTMLElement>(el.shadowRoot!, '[data-row-id]'), 'a row')).click();
      (await waitFor(() => deepQuery<HTMLButtonElement>(el.shadowRoot!, '[data-action="confirm"]'), 'confirm')).click();
    },
    'bo-cancel': dialogAction('cancel'),
  },
  'bo-approval-button': {
    'bo-click': (el) => deepQuery<HTMLButtonElement>(el.shadowRoot!, 'button')!.click(),
  },
};
