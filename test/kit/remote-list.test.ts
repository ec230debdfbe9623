/**
 * useRemoteList through a probe element: a first page asked ahead (page_size 0's page of 100, asked as
 * the user comes) that fails before the list takes it over, or that the list never takes over, is no
 * unhandled rejection for the page (the list asks again and reports its own failures).
 */
import { expect } from 'chai';
import { asked } from './remote-list-probe';
import { mount, settle, unmountAll, waitFor } from '../helpers';

describe('useRemoteList', () => {
  afterEach(() => unmountAll());

  it('page_size 0: a first page asked ahead that fails is not left unhandled', async () => {
    const unhandled: unknown[] = [];
    const heard = (e: PromiseRejectionEvent) => {
      unhandled.push(e.reason);
      e.preventDefault();
    };
    addEventListener('unhandledrejection', heard);
    try {
      await mount('bo-test-remote-list');
      await waitFor(() => asked.length === 2, 'the whole list and its first page asked ahead');
      expect([...asked].sort((a, b) => a - b)).to.deep.equal([0, 100]);
      await settle(200);
    } finally {
      removeEventListener('unhandledrejection', heard);
    }
    expect(unhandled.map(String)).to.deep.equal([]);
  });
});
