/**
 * The pure rules of the upload elements: the file types of spec 3 §9 by extension, the accepted kinds of
 * §5 Upload, the limit, the state answer of the phone scan (§7: 'uploading' or the files as JSON), and
 * the download address (http(s) only).
 */
import { expect } from 'chai';
import { fileKindOf, formatSize, roomFor, typeMessage } from '../../src/files/shared/file-kind.logic';
import { downloadUrl } from '../../src/files/shared/api';
import { scanFiles } from '../../src/files/scan-upload/api';
import { attachmentsOf, finishedInOrder } from '../../src/kit/upload/upload.logic';

describe('upload rules', () => {
  it('file type by extension (spec 3 §9), case-insensitive, else the suffix, else generic', () => {
    const names = ['a.docx', 'a.doc', 'a.png', 'a.JPG', 'a.gif', 'a.jpeg', 'a.mp3', 'a.pdf', 'a.ppt', 'a.pptx', 'a.xls', 'a.xlsx', 'a.zip', 'noext', 'a.tar.gz'];
    expect(names.map((n) => fileKindOf(n))).to.deep.equal(['doc', 'doc', 'img', 'img', 'img', 'img', 'mp3', 'pdf', 'ppt', 'ppt', 'xlsx', 'xlsx', 'file', 'file', 'file']);
    expect(fileKindOf('scan', 'PDF')).to.equal('pdf');
  });

  it('accepted kinds: the spec messages for a file of another kind', () => {
    const txt = { name: 'a.txt', type: 'text/plain' };
    expect(typeMessage('file', txt)).to.equal(undefined);
    expect(typeMessage('image', txt)).to.equal('upload.imageOnly');
    expect(typeMessage('video', txt)).to.equal('upload.videoOnly');
    expect(typeMessage('audio', txt)).to.equal('upload.audioOnly');
    expect(typeMessage('image', { name: 'a.png', type: 'image/png' })).to.equal(undefined);
    expect(typeMessage('image', { name: 'a.png', type: '' })).to.equal(undefined);
    expect(typeMessage('video', { name: 'a.mp4', type: 'video/mp4' })).to.equal(undefined);
    expect(typeMessage('audio', { name: 'a.mp3', type: 'audio/mpeg' })).to.equal(undefined);
  });

  it('limit and sizes', () => {
    expect([roomFor(0, 5, 3), roomFor(3, 1, 5), roomFor(3, 3, 1)]).to.deep.equal([3, 2, 0]);
    expect([formatSize(512), formatSize(1536), formatSize(2097152)]).to.deep.equal(['512 B', '1.5 KB', '2.0 MB']);
  });

  it("code/state: 'uploading' waits; the files as an array, its JSON text or under data end it", () => {
    const files = [{ attachment_id: 7, name: 'a.jpg', image_url: '/f/7' }];
    expect(scanFiles('uploading')).to.equal(null);
    expect(scanFiles('[]')).to.equal(null);
    expect(scanFiles(null)).to.equal(null);
    expect(scanFiles(files)).to.deep.equal(files);
    expect(scanFiles(JSON.stringify(files))).to.deep.equal(files);
    expect(scanFiles({ data: files })).to.deep.equal(files);
    expect(scanFiles([{ attachment_id: '8', name: 'b' }, { nothing: 1 }])).to.deep.equal([{ attachment_id: 8, name: 'b' }]);
  });

  it('the download address is absolute http(s) under the base, or nothing', () => {
    expect(downloadUrl('/gw', 5)).to.equal(`${location.origin}/gw/base/file/down/api?attachment_id=5`);
    expect(downloadUrl('https://erp.example.com/api', 5)).to.equal('https://erp.example.com/api/base/file/down/api?attachment_id=5');
    expect(downloadUrl('javascript:alert(1)//', 5)).to.equal(undefined);
  });

  it('finished uploads leave in the order chosen: one waits for those before it still going, a failed one holds nothing', () => {
    const item = (id: string, status: string, attachment?: number) => ({ id, status, attachment });
    const names = (items: { id: string }[]) => items.map((i) => i.id);
    expect(names(finishedInOrder([item('a', 'uploading'), item('b', 'done', 2)])), 'b waits for a').to.deep.equal([]);
    expect(names(finishedInOrder([item('a', 'done', 1), item('b', 'queued'), item('c', 'done', 3)]))).to.deep.equal(['a']);
    expect(names(finishedInOrder([item('a', 'failed'), item('b', 'done', 2), item('c', 'aborted')]))).to.deep.equal(['b']);
    expect(attachmentsOf([item('a', 'done', 1), item('b', 'done'), item('c', 'done', 0)])).to.deep.equal([1, 0]);
  });
});
