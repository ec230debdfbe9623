/** The company id a section's body reads (the addresses are filled with it), shared with its cells and
 * with the section's bo-confirm detail. */
import * as React from 'react';

/** The company id the addresses of a section get ('' while it is read). */
export const CompanyIdContext = React.createContext('');

/** Where a section's bo-confirm detail reads the company id its body read (set by PagesBody). */
export interface CompanyHolder {
  /** the company id, once read */
  current(): string | undefined;
  set(id: string | undefined): void;
}

export function companyHolder(): CompanyHolder {
  let id: string | undefined;
  return {
    current: () => id,
    set: (next) => {
      id = next;
    },
  };
}
