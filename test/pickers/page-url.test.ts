import { expect } from 'chai';
import { COMPANY_PLACEHOLDER, companyIdOf, fillPageUrl } from '../../src/pickers/app-page/page-url.logic';

describe('page addresses: the company-id placeholder (spec 2 §3 App page)', () => {
  it("the user's company id first, else the stored one, else 1", () => {
    expect(companyIdOf(12, '34')).to.equal('12');
    expect(companyIdOf(undefined, '34')).to.equal('34');
    expect(companyIdOf(undefined, null)).to.equal('1');
    // what storage gives for nothing useful is no company
    expect(companyIdOf(null, ' ')).to.equal('1');
    expect(companyIdOf('', 'undefined')).to.equal('1');
  });

  it('fills every placeholder; an address without one, or none, stays as it is', () => {
    expect(COMPANY_PLACEHOLDER).to.equal('{company_id}');
    expect(fillPageUrl('https://a.cn/{company_id}/p?c={company_id}', '7')).to.equal('https://a.cn/7/p?c=7');
    expect(fillPageUrl('https://a.cn/p/1', '7')).to.equal('https://a.cn/p/1');
    expect(fillPageUrl(undefined, '7')).to.equal('');
  });
});
