/**
 * A test element around useRemoteList whose first query is asked ahead (as a picker's list that waits for
 * the user) with page_size 0, while the list itself stays disabled: the ahead request's answers are never
 * taken over. The loader fails every first page at once and never answers the whole list.
 */
import { defineElement } from '../../src/core/runtime';
import { ApiError } from '../../src/core/http';
import { useRemoteList, type AheadQuery, type ListLoader } from '../../src/kit/list/useRemoteList';
import * as React from 'react';

/** the first pages asked (their page size) */
export const asked: number[] = [];

const failing: ListLoader<number> = (query) => {
  asked.push(query.pageSize);
  return query.pageSize === 0 ? new Promise(() => undefined) : Promise.reject(new ApiError('http', '/probe/list', '失败', 500));
};
const FILTERS = {};

function RemoteListProbe() {
  const [ahead] = React.useState<AheadQuery<number>>(() => Promise.resolve({ filters: FILTERS, load: failing }));
  const list = useRemoteList<number>(failing, false, FILTERS, 0, ahead);
  return <output data-testid="rows">{list.rows.length}</output>;
}

export const BoTestRemoteList = defineElement({ tag: 'bo-test-remote-list', description: 'remote list probe', component: RemoteListProbe, attributes: {}, display: 'block' });

declare global {
  interface HTMLElementTagNameMap {
    'bo-test-remote-list': InstanceType<typeof BoTestRemoteList>;
  }
}
