/**
 * A page's address as the picker shows it: the company-id placeholder filled with the company id the
 * body read (page-url.logic.ts); an http(s) link of a no-code page opens in a new window.
 */
import * as React from 'react';
import { TruncatedText } from '../../kit/table/TruncatedText';
import { ExternalLink } from '../shared/cells';
import { fillPageUrl } from './page-url.logic';
import { CompanyIdContext } from './company';

export function PageAddress({ url, link }: { url?: string | null; link?: boolean }) {
  const filled = fillPageUrl(url, React.useContext(CompanyIdContext));
  // a long address is cut with an ellipsis, whole in the table's tooltip
  return link ? <ExternalLink href={filled || undefined} /> : <TruncatedText text={filled || '--'} />;
}
