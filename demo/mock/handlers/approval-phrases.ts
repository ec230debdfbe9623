// Approval area, the action bar's drawer (spec 3 §7 Approval): the acting user's common phrases (system
// phrases first and read-only; the user's own in their order) and their historical comments (paged).
import type { HttpHandler } from 'msw';
import { MockError, asObject, ids, num, paged, route, type Input } from '../kit';
import { store } from '../store';

const approval = () => store.approval();

function remarkOf(input: Input): string {
  const remark = typeof input.remark === 'string' ? input.remark.trim() : '';
  if (!remark) throw new MockError(422, '请输入常用语');
  if (remark.length > 500) throw new MockError(422, '常用语不能超过500个字符');
  return remark;
}

/** The user's own phrase an action names; a system phrase is refused. */
function ownPhrase(id: unknown) {
  const phrase = approval().phrases.find((p) => p.id === num(id));
  if (!phrase) throw new MockError(404, '常用语不存在');
  if (phrase.is_system) throw new MockError(422, '系统常用语不能修改');
  return phrase;
}

export const approvalPhrasesHandlers: HttpHandler[] = [
  route('POST', '/approval/common_use_remark/list', () => approval().phrases),
  route('POST', '/approval/common_use_remark/my/add', ({ input }) => {
    const a = approval();
    a.phrases.push({ id: ++a.seq.phrase, remark: remarkOf(input), is_system: 0 });
    return null;
  }),
  route('POST', '/approval/common_use_remark/my/edit', ({ input }) => {
    ownPhrase(input.id).remark = remarkOf(input);
    return null;
  }),
  route('POST', '/approval/common_use_remark/my/del', ({ input }) => {
    const wanted = ids(asObject(input).id);
    if (!wanted.length) throw new MockError(422, '请选择要删除的常用语');
    wanted.forEach(ownPhrase);
    const a = approval();
    a.phrases = a.phrases.filter((p) => !wanted.includes(p.id));
    return null;
  }),
  route('POST', '/approval/common_use_remark/my/sort', ({ input }) => {
    const order = ids(asObject(input).id);
    const a = approval();
    const own = a.phrases.filter((p) => !p.is_system);
    if (order.length !== own.length || own.some((p) => !order.includes(p.id))) throw new MockError(422, '排序数据不完整');
    a.phrases = [...a.phrases.filter((p) => p.is_system), ...order.map((id) => own.find((p) => p.id === id)!)];
    return null;
  }),
  route('POST', '/approval/history_remark/list', ({ input }) => paged(input, approval().comments, 'list')),
  route('POST', '/approval/history_remark/del', ({ input }) => {
    const wanted = ids(asObject(input).id);
    if (!wanted.length) throw new MockError(422, '请勾选数据');
    const a = approval();
    a.comments = a.comments.filter((c) => !wanted.includes(c.id));
    return null;
  }),
];
