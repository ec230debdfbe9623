import { expect } from 'chai';
import { sanitizeHtml, sanitizeRichText } from '../../src/core/safe-html';

const parse = (html: string) => {
  const box = document.createElement('div');
  box.innerHTML = sanitizeHtml(html);
  return box;
};

describe('sanitizeHtml: server and user HTML before it is shown', () => {
  it('removes scripts, event handlers and javascript: addresses, and keeps the text and the formatting', () => {
    const box = parse('<p onclick="alert(1)"><b>粗体</b><script>alert(2)</script><img src="x" onerror="alert(3)"><a href="javascript:alert(4)">链接</a><iframe src="https://e.com"></iframe></p>');
    expect(box.querySelector('b')?.textContent).to.equal('粗体');
    expect(box.querySelectorAll('script, iframe').length).to.equal(0);
    expect(box.querySelector('p')!.hasAttribute('onclick')).to.equal(false);
    expect(box.querySelector('img')!.hasAttribute('onerror')).to.equal(false);
    expect(box.querySelector('a')!.hasAttribute('href'), 'a javascript: link loses its address').to.equal(false);
    expect(box.textContent).to.equal('粗体链接');
  });

  it('keeps an http(s) link, opening in a new window with noopener; refuses data: links and pictures from other schemes', () => {
    const box = parse('<a href="https://erp.example.com/a">ok</a><a href="data:text/html,x">no</a><img src="/files/1.png"><img src="data:image/png;base64,AA=="><img src="ftp://x/1.png">');
    const [ok, no] = [...box.querySelectorAll('a')];
    expect([ok!.getAttribute('href'), ok!.target, ok!.rel]).to.deep.equal(['https://erp.example.com/a', '_blank', 'noopener noreferrer']);
    expect(no!.hasAttribute('href')).to.equal(false);
    expect([...box.querySelectorAll('img')].map((i) => i.getAttribute('src'))).to.deep.equal(['/files/1.png', 'data:image/png;base64,AA==', null]);
  });

  it('gives a picture without alt an empty alt (decorative) and keeps an alt the HTML has; rich text keeps what the editor holds', () => {
    const box = parse('<img src="/files/1.png"><img src="/files/2.png" alt="签名">');
    expect([...box.querySelectorAll('img')].map((i) => i.getAttribute('alt'))).to.deep.equal(['', '签名']);
    expect(sanitizeRichText('<p><img src="/files/1.png"></p>')).to.equal('<p><img src="/files/1.png"></p>');
  });
});
