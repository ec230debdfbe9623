/**
 * The action bar's rules as data (spec 3 §2.3, §4 "Approval actions", §5, §8): which buttons show for a
 * task, what each action asks of the user, what it sends and what it says on success. Pure: the state
 * hook and the dialog read these.
 */
import '../../core/i18n/areas/approval-bar';
import type { MessageKey } from '../../core/i18n';
import type { ApprovalAction, ApprovalTask, ApprovalType, SelectedStaff } from '../types';

/** The bar's actions: the server's keys and one-click approve. */
export type BarAction = ApprovalAction | 'oneClick';

/** What the dialog of an action asks for. */
export type ActionForm = 'comment' | 'turn' | 'copyto' | 'assign';

export interface ActionRule {
  form: ActionForm;
  /** catalogue key of the success message */
  success: MessageKey;
  /** catalogue key of its default title (the server's name wins) */
  title: MessageKey;
}

export const ACTION_RULES: Record<BarAction, ActionRule> = {
  withdraw: { form: 'comment', success: 'success.withdraw', title: 'approvalBar.action.withdraw' },
  urge: { form: 'comment', success: 'success.urge', title: 'approvalBar.action.urge' },
  copyto: { form: 'copyto', success: 'success.copyTo', title: 'approvalBar.action.copyto' },
  set: { form: 'assign', success: 'success.designate', title: 'approvalBar.action.set' },
  relay: { form: 'assign', success: 'success.relay', title: 'approvalBar.action.relay' },
  turn: { form: 'turn', success: 'success.operation', title: 'approvalBar.action.turn' },
  end: { form: 'comment', success: 'success.operation', title: 'approvalBar.action.end' },
  pass: { form: 'comment', success: 'success.operation', title: 'approvalBar.action.pass' },
  oneClick: { form: 'comment', success: 'success.operation', title: 'approvalBar.action.oneClick' },
};

export const COMMENT_MAX = 500;

export interface BarButton {
  key: BarAction;
  /** the server's title, when it gave one */
  name?: string;
}

/**
 * The buttons of a task: the server's, in its order — `buttons_new` [{key, name}] when it gives them,
 * else the keys of `buttons` with the catalogue's titles — withdraw and end left out when the page hides
 * them, then 一键审批 when the data permits it. Unknown keys are skipped.
 */
export function buttonsOf(task: ApprovalTask | undefined, hide: { withdraw: boolean; end: boolean }): BarButton[] {
  if (!task) return [];
  const given: { key: string; name?: string }[] = task.buttons_new?.length ? task.buttons_new : (task.buttons ?? []).map((key) => ({ key }));
  const known = given.filter((b): b is BarButton => b.key in ACTION_RULES && b.key !== 'oneClick');
  const shown: BarButton[] = known
    .filter((b) => !(b.key === 'withdraw' && hide.withdraw) && !(b.key === 'end' && hide.end))
    .map((b) => ({ key: b.key, name: typeof b.name === 'string' && b.name ? b.name : undefined }));
  if (task.is_can_approval === 1 && task.task_id) shown.push({ key: 'oneClick' });
  return shown;
}

/** What the user gives in an action's dialog. */
export interface ActionValues {
  remark: string;
  turn_node: number | null;
  approval_type: ApprovalType | null;
  staff: SelectedStaff[];
}

export const EMPTY_VALUES: ActionValues = { remark: '', turn_node: null, approval_type: null, staff: [] };

/** The fields of an action's dialog besides the comment, in the order they show. */
export function fieldsOf(action: BarAction): (keyof ActionValues)[] {
  const form = ACTION_RULES[action].form;
  if (form === 'assign') return ['approval_type', 'remark', 'staff'];
  if (form === 'turn') return ['turn_node', 'remark'];
  if (form === 'copyto') return ['staff', 'remark'];
  return ['remark'];
}

/** The message of a missing comment: set and relay have their own; the others 请输入 + the action's title. */
export function remarkMessage(action: BarAction, title: string): { key: MessageKey; params?: Record<string, string> } {
  if (action === 'relay') return { key: 'approval.relayRemark' };
  if (action === 'set') return { key: 'approval.designateRemark' };
  return { key: 'approval.inputAction', params: { title } };
}

/** The message of no one chosen: approvers for set and relay, people to copy to otherwise. */
export const staffMessage = (action: BarAction): MessageKey => (ACTION_RULES[action].form === 'assign' ? 'approval.selectApprover' : 'approvalBar.selectCopyTo');

/** An answer of the confirm URL that says yes: data true, 1, '1', or an object whose `confirmed`/`status` says so. */
export function affirmative(data: unknown): boolean {
  if (data === true || data === 1 || data === '1') return true;
  if (typeof data === 'object' && data !== null) {
    const d = data as Record<string, unknown>;
    return affirmative(d.confirmed ?? d.status ?? d.result);
  }
  return false;
}
