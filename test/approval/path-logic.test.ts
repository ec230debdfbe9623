/** The pure rules of the approval path (spec 3 §2.2, §4 "Step status"): step states, status words and tones. */
import { expect } from 'chai';
import { enUS, zhCN } from '../core/catalogues';
import type { Translate } from '../../src/core/i18n';
import { detailTarget, logStatus, nodeStatus, pathSummary, peopleOf, personStatus, roundStatus, signOfText, stepStates } from '../../src/approval/path/approval-path.logic';
import type { ApprovalPath } from '../../src/approval/types';

/** A translator over a catalogue (the words only; parameters left as they are). */
const translator = (strings: typeof zhCN, locale: 'zh-CN' | 'en-US'): Translate =>
  Object.assign((key: string) => key.split('.').reduce<unknown>((n, k) => (n as Record<string, unknown>)[k], strings) as string, { locale, strings });
const zh = translator(zhCN, 'zh-CN');
const en = translator(enUS, 'en-US');
const node = (status: 0 | 1, is_current: 0 | 1 = 0, node_status = status ? '已完成' : '未开始') => ({ status, is_current, node_status });

describe('approval path: logic', () => {
  it('stepStates: before the current node done, after it waiting; without one a reached node is done', () => {
    expect(stepStates([node(1), node(1, 1), node(0)])).to.deep.equal(['done', 'current', 'waiting']);
    // a turn back: later nodes reached before wait again once the current node is earlier
    expect(stepStates([node(1, 1), node(1), node(0)])).to.deep.equal(['current', 'waiting', 'waiting']);
    expect(stepStates([node(1), node(1), node(1)])).to.deep.equal(['done', 'done', 'done']);
    expect(stepStates([node(0), node(0)])).to.deep.equal(['waiting', 'waiting']);
    expect(stepStates([])).to.deep.equal([]);
    // a flow withdrawn or ended stops at a node: nothing after it is done (issue 36: drawn as passed)
    expect(stepStates([node(1), node(1, 0, '已撤回'), node(0)])).to.deep.equal(['done', 'stopped', 'waiting']);
    expect(stepStates([node(1), node(1), node(1, 0, '已撤回')])).to.deep.equal(['done', 'done', 'stopped']);
    expect(stepStates([node(1, 0, '已结束'), node(0)])).to.deep.equal(['stopped', 'waiting']);
  });

  it('statuses: 处理中 highlighted, 待处理 a warning, log rows -1..4, rounds 1/2/3/5; unknown texts and codes as they came', () => {
    expect(nodeStatus(zh, '处理中')).to.deep.equal({ text: '处理中', tone: 'brand', known: true });
    expect(nodeStatus(en, '已完成')).to.deep.equal({ text: 'Done', tone: 'success', known: true });
    expect(nodeStatus(en, '未开始').tone).to.equal('subtle');
    expect(nodeStatus(en, '挂起')).to.deep.equal({ text: '挂起', tone: 'success', known: false });
    expect(personStatus(zh, '待处理').tone).to.equal('warning');
    expect(['已通过', '已驳回', '已结束', '已转发'].map((s) => personStatus(en, s).tone)).to.deep.equal(['success', 'success', 'success', 'success']);
    expect([-1, 1, 2, 3, 4].map((s) => logStatus(zh, s).text)).to.deep.equal(['提交', '待审批', '已通过', '已驳回', '不通过']);
    expect([-1, 1, 2, 3, 4].map((s) => logStatus(zh, s).tone)).to.deep.equal(['informative', 'warning', 'success', 'danger', 'danger']);
    expect(logStatus(zh, 9)).to.deep.equal({ text: '9', tone: 'subtle' });
    expect([1, 2, 3, 5].map((s) => roundStatus(en, s).text)).to.deep.equal(['In approval', 'Approved', 'Ended', 'Withdrawn']);
    expect([signOfText('会签'), signOfText('或签')]).to.deep.equal(['and', 'or']);
  });

  it('pathSummary counts the steps and each person once; detailTarget opens a new window with module, id and private', () => {
    const path = {
      process_name: '采购审批', process_num: 'SPLC0001', approval_num: 'SP1', model_name: 'purchase', data_id: 5, remark: [], logs: [],
      nodes: [{ staff_names: ['张三', '李四'] }, { staff_names: [], staff_name: '李四、王五' }],
    } as unknown as ApprovalPath;
    expect(pathSummary(path)).to.deep.equal({ name: '采购审批', serialNumber: 'SPLC0001', approvalNum: 'SP1', nodeCount: 2, approverCount: 3 });
    expect(peopleOf({ staff_names: [], staff_name: '' })).to.deep.equal([]);
    expect(detailTarget({ path: '/main/approvelDeail', model: 'purchase', id: 5, private: '/private' })).to.deep.equal({
      path: '/main/approvelDeail', query: { module: 'purchase', id: 5, private: '/private' }, newWindow: true,
    });
  });
});
