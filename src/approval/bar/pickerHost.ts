import * as React from 'react';

/**
 * Where the nested picker goes: an element of the bar's shadow root outside the dialog (a drawer inside
 * the dialog's surface would be laid out in it).
 */
export const PickerHostContext = React.createContext<React.RefObject<HTMLElement | null> | null>(null);
