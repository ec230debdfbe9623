/**
 * The reload marker of spec 3 §4 "Approval on/off": switching approval on for a module (or class) with
 * no flow first goes to the new-flow page; the marker, kept in sessionStorage (the tab's session) for
 * that module, class and `{private}` prefix, tells the element shown again afterwards to switch approval
 * on once a flow exists. Storage that cannot be used (a sandboxed frame) keeps no marker.
 */
import type { SettingsScope } from './api';

export const markerKey = (s: SettingsScope) => `bo-approval-settings:enable-on-return:${JSON.stringify([s.prefix, s.model, s.classId ?? null])}`;

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export const enableMarker = {
  set(s: SettingsScope) {
    try {
      storage()?.setItem(markerKey(s), '1');
    } catch {
      console.warn('[bo-elements] bo-approval-settings: sessionStorage is not writable; approval will not be switched on when you come back');
    }
  },
  has: (s: SettingsScope) => storage()?.getItem(markerKey(s)) === '1',
  clear: (s: SettingsScope) => storage()?.removeItem(markerKey(s)),
};
