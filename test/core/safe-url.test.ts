import { expect } from 'chai';
import { safeImage, safeLink } from '../../src/core/safe-url';

describe('safe URLs (DECISIONS: only http(s) links are opened; javascript: and data: are refused)', () => {
  it('a link is opened only when it is http(s)', () => {
    expect(['https://a.example/x', 'HTTP://a.example', ' https://a.example/y '].map(safeLink)).to.deep.equal(['https://a.example/x', 'HTTP://a.example', 'https://a.example/y']);
    const refused = ['javascript:alert(1)', ' JaVaScRiPt:x', 'java\tscript:x', 'data:text/html,<b>', 'vbscript:x', '/relative', '//host/x', 'ftp://h/x', '', null, undefined];
    expect(refused.map(safeLink)).to.deep.equal(refused.map(() => undefined));
  });

  it('a picture is loaded from http(s), this site\'s root or a data:image address only', () => {
    const ok = ['https://a.example/p.png', '/img/p.png', '//cdn.example/p.png', 'data:image/png;base64,AAAA', 'data:image/svg+xml,<svg/>'];
    expect(ok.map(safeImage)).to.deep.equal(ok);
    const refused = ['javascript:x', ' vbscript:x', 'data:text/html;base64,PHNjcmlwdD4=', 'java\tscript:x', '<img src=x onerror=1>', 'p.png', '', null];
    expect(refused.map(safeImage)).to.deep.equal(refused.map(() => undefined));
  });
});
