/**
 * The rules of the approval path view (spec 3 §2.2, §4 "Step status"), pure: the state of each step
 * (the steps before the current one are done, the current one is highlighted, the unreached ones grey),
 * the words and tones of the statuses the backend sends as codes or as Chinese text, the summary of a
 * record's own flow, and the target of the full approval page (spec 3 §2: /main/approvelDeail with
 * module, id and private, in a new window).
 */
import '../../core/i18n/areas/approval-path';
import type { Translate } from '../../core/i18n';
import { approvalPathZhCN } from '../../core/i18n/zh-CN.approval-path';
import type { NavigateTarget } from '../../core/navigate';
import type { ApprovalPath, ApprovalPathNode, ApprovalProcessSummary, ApprovalType, LogStatus, RoundStatus } from '../types';

/** done (passed), current (处理中), waiting (not reached), stopped (the flow stopped there: withdrawn or
 * ended, issue 36: it was drawn as passed) */
export type StepState = 'done' | 'current' | 'waiting' | 'stopped';

/** The state of each step: with a current node, those before it are done and those after it wait; a
 * node whose status says the flow stopped there (已撤回, 已结束) is stopped, those before it done and
 * those after it not reached; else (the record passed, or was not submitted) a reached node (status 1)
 * is done. */
export function stepStates(nodes: readonly Pick<ApprovalPathNode, 'status' | 'is_current' | 'node_status'>[]): StepState[] {
  const current = nodes.findIndex((n) => n.is_current === 1);
  const stopped = nodes.findIndex((n) => STOPPED.includes(keyOf<NodeStatusKey>(strings.nodeStatus, n.node_status) as NodeStatusKey));
  return nodes.map((n, i) => {
    if (current >= 0) return i < current ? 'done' : i === current ? 'current' : 'waiting';
    if (stopped >= 0) return i < stopped ? 'done' : i === stopped ? 'stopped' : 'waiting';
    return n.status === 1 ? 'done' : 'waiting';
  });
}

/** Tones of Fluent's badges. */
export type Tone = 'brand' | 'success' | 'warning' | 'danger' | 'informative' | 'subtle';

const strings = approvalPathZhCN.approvalPath;
type NodeStatusKey = keyof typeof strings.nodeStatus;
/** the node statuses of a flow that stopped at that node */
const STOPPED: NodeStatusKey[] = ['withdrawn', 'ended'];
type PersonStatusKey = keyof typeof strings.personStatus;

/** The key of a text the backend sends in Chinese (处理中, 待处理…): the backend speaks zh-CN, so its
 * words are the zh-CN catalogue's; an unknown text has none and is shown as it came. */
function keyOf<K extends string>(map: Record<K, string>, text: string | undefined): K | undefined {
  const found = (Object.entries(map) as [K, string][]).find(([, zh]) => zh === text?.trim());
  return found?.[0];
}

/** A node's status (处理中 highlighted, the others shown as finished or grey): its words and tone. */
export function nodeStatus(t: Translate, text: string | undefined): { text: string; tone: Tone; known: boolean } {
  const key = keyOf<NodeStatusKey>(strings.nodeStatus, text);
  const tone: Tone = key === 'processing' ? 'brand' : key === 'notStarted' ? 'subtle' : key === 'withdrawn' ? 'informative' : key === 'ended' ? 'danger' : 'success';
  return { text: key ? t.strings.approvalPath.nodeStatus[key] : (text ?? ''), tone, known: !!key };
}

/** A person's status: 待处理 is a warning, the others a success (spec 3 §4). */
export function personStatus(t: Translate, text: string | undefined): { text: string; tone: Tone; known: boolean } {
  const key = keyOf<PersonStatusKey>(strings.personStatus, text);
  return { text: key ? t.strings.approvalPath.personStatus[key] : (text ?? ''), tone: key === 'pending' ? 'warning' : 'success', known: !!key };
}

const LOG_STATUS: Record<LogStatus, { key: keyof typeof strings.logStatus; tone: Tone }> = {
  [-1]: { key: 'submit', tone: 'informative' },
  1: { key: 'pending', tone: 'warning' },
  2: { key: 'approved', tone: 'success' },
  3: { key: 'rejected', tone: 'danger' },
  4: { key: 'notPassed', tone: 'danger' },
};

const ROUND_STATUS: Record<RoundStatus, { key: keyof typeof strings.roundStatus; tone: Tone }> = {
  1: { key: 'inApproval', tone: 'warning' },
  2: { key: 'passed', tone: 'success' },
  3: { key: 'ended', tone: 'danger' },
  5: { key: 'withdrawn', tone: 'subtle' },
};

/** The words and tone of a status code in one of the tables; another code is shown as it is. */
function codeStatus<K extends string>(table: Partial<Record<number, { key: K; tone: Tone }>>, words: Record<K, string>, status: number) {
  const s = table[status];
  return s ? { text: words[s.key], tone: s.tone } : { text: String(status), tone: 'subtle' as Tone };
}

/** A log row's status: -1 submit, 1 pending, 2 approved, 3 rejected (turned back), 4 not passed. */
export const logStatus = (t: Translate, status: number) => codeStatus(LOG_STATUS, t.strings.approvalPath.logStatus, status);

/** A round's status: 1 in approval, 2 passed, 3 ended, 5 withdrawn. */
export const roundStatus = (t: Translate, status: number) => codeStatus(ROUND_STATUS, t.strings.approvalPath.roundStatus, status);

/** 会签 ('and': all of the node's people sign) or 或签 (any one of them). */
export const signType = (t: Translate, type: ApprovalType | string | undefined) =>
  type === 'and' ? t('approvalPath.andSign') : t('approvalPath.orSign');

/** The sign type of the text the backend sends for it (会签 / 或签). */
export const signOfText = (text: string): ApprovalType => (text.trim() === strings.andSign ? 'and' : 'or');

/** The people of a node: `staff_names`, else `staff_name` split on 、. */
export const peopleOf = (node: Pick<ApprovalPathNode, 'staff_names' | 'staff_name'>): string[] =>
  Array.isArray(node.staff_names) && node.staff_names.length ? node.staff_names : (node.staff_name ?? '').split('、').filter(Boolean);

/** What the summary shows. */
export interface Summary {
  name: string;
  serialNumber: string;
  nodeCount: number;
  approverCount: number;
  /** the record's number (a record's path) */
  approvalNum?: string;
  description?: string;
  createdAt?: string;
}

/** The summary of the module's enabled flow (GET /approval/default). */
export const flowSummary = (p: ApprovalProcessSummary): Summary => ({
  name: p.name,
  serialNumber: p.serial_number,
  nodeCount: p.node_count,
  approverCount: p.approval_staff_count,
  description: p.infos,
  createdAt: p.created_at,
});

/** The summary of a record's own flow, from its path: its steps and the people on them (each once). */
export const pathSummary = (p: ApprovalPath): Summary => ({
  name: p.process_name,
  serialNumber: p.process_num,
  approvalNum: p.approval_num,
  nodeCount: (p.nodes ?? []).length,
  approverCount: new Set((p.nodes ?? []).flatMap(peopleOf)).size,
});

export interface DetailLink {
  /** the page's path (detail-path, default /main/approvelDeail) */
  path: string;
  model: string;
  /** the record (data-id, else the path's data_id), else the flow */
  id: number | string | undefined;
  /** private, passed on as it is */
  private?: string;
}

/** The full approval page: module, id and private in the query, in a new window (spec 3 §2). */
export const detailTarget = (l: DetailLink): NavigateTarget => ({
  path: l.path,
  query: { module: l.model, id: l.id, private: l.private },
  newWindow: true,
});
