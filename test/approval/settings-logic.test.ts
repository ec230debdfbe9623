/** The change log's lines (spec 3 §3 "Operation log"): each content shape, file items, unsafe addresses. */
import { expect } from 'chai';
import { authorOf, contentLines, itemLines } from '../../src/approval/settings/change-log.logic';

describe('approval settings: change-log lines', () => {
  it('a text is one line; an array one line each; blanks nothing', () => {
    expect(contentLines('开启审批')).to.deep.equal([{ kind: 'text', text: '开启审批' }]);
    expect(contentLines(['a', '', null, 'b'])).to.deep.equal([{ kind: 'text', text: 'a' }, { kind: 'text', text: 'b' }]);
    expect(contentLines(null)).to.deep.equal([]);
    expect(contentLines('')).to.deep.equal([]);
    expect(contentLines(12)).to.deep.equal([{ kind: 'text', text: '12' }]);
  });

  it('{add, del, before, after}: a line for each present part, in that order; list values kept as items', () => {
    expect(contentLines({ after: '已开启', before: '未开启' })).to.deep.equal([
      { kind: 'change', change: 'before', values: ['未开启'] },
      { kind: 'change', change: 'after', values: ['已开启'] },
    ]);
    expect(contentLines({ add: ['流程A', '流程B'], del: [], before: null })).to.deep.equal([{ kind: 'change', change: 'add', values: ['流程A', '流程B'] }]);
    expect(contentLines({ before: { a: 1 } })).to.deep.equal([{ kind: 'change', change: 'before', values: ['{"a":1}'] }]);
    // another object: its JSON, never [object Object]
    expect(contentLines({ x: 1 })).to.deep.equal([{ kind: 'text', text: '{"x":1}' }]);
  });

  it('file items (in files, in the content, or the item itself) are links only with an http(s) address', () => {
    const item = {
      content: ['说明', { attachment_id: 2, full_name: 'b.png', image_url: 'javascript:alert(1)' }],
      files: [{ attachment_id: 1, name: 'a.pdf', image_url: 'https://x.example/a.pdf' }, { note: 'not a file' }],
    };
    expect(itemLines(item)).to.deep.equal([
      { kind: 'text', text: '说明' },
      { kind: 'file', name: 'b.png' },
      { kind: 'file', name: 'a.pdf', url: 'https://x.example/a.pdf' },
    ]);
    expect(itemLines({ attachment_id: 3, image_url: 'http://x.example/c' })).to.deep.equal([{ kind: 'file', name: 'http://x.example/c', url: 'http://x.example/c' }]);
  });

  it('who: created_user, else created_by', () => {
    expect(authorOf({ created_user: '张三', created_by: '李四' })).to.equal('张三');
    expect(authorOf({ created_user: ' ', created_by: '李四' })).to.equal('李四');
    expect(authorOf({})).to.equal('');
  });
});
