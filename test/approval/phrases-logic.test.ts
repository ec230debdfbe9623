/** The phrases drawer's rules as data (spec 3 §6, §9): system phrases apart, own phrases moved, paging after a delete. */
import { expect } from 'chai';
import { HISTORY_PAGE_SIZE, movePhrase, pageAfterDelete, PHRASE_MAX, splitPhrases } from '../../src/approval/phrases/phrases.logic';

const phrase = (id: number, is_system: 0 | 1) => ({ id, remark: `p${id}`, is_system });

describe('phrases logic', () => {
  it('keeps the system phrases apart from the own ones, each in the order answered', () => {
    const { system, own } = splitPhrases([phrase(1, 1), phrase(7, 0), phrase(2, 1), phrase(5, 0)]);
    expect(system.map((p) => p.id)).to.deep.equal([1, 2]);
    expect(own.map((p) => p.id)).to.deep.equal([7, 5]);
  });

  it('a move gives the own phrases in the new order and the ids the sort sends; an impossible move changes nothing', () => {
    const own = [phrase(7, 0), phrase(5, 0), phrase(9, 0)];
    expect(movePhrase(own, 0, 2).ids).to.deep.equal([5, 9, 7]);
    expect(movePhrase(own, 2, 1).own.map((p) => p.id)).to.deep.equal([7, 9, 5]);
    expect(movePhrase(own, 0, 3).ids).to.deep.equal([7, 5, 9]);
  });

  it('after a delete, the same page when it still has rows, else the new last page (never below 1)', () => {
    expect(pageAfterDelete(2, 10, 25, 3)).to.equal(2);
    expect(pageAfterDelete(3, 10, 25, 5)).to.equal(2);
    expect(pageAfterDelete(1, 10, 4, 4)).to.equal(1);
  });

  it('the spec limits: 500 characters a phrase, 10 comments a page', () => {
    expect([PHRASE_MAX, HISTORY_PAGE_SIZE]).to.deep.equal([500, 10]);
  });
});
