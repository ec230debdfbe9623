/**
 * The approval settings' state (spec 3 §2.1, §4 "Approval on/off", §5, §6, §7 Approval): the
 * need-approval flag of the module (or class) (GET status; POST enable, 操作成功); its flows, paged and
 * searched by name (GET list); make a flow the current one (POST default, 设置成功); delete a flow that is
 * not the current one after 请确认是否删除该数据? (DELETE, 删除成功); new, copy, edit and view go to the
 * flow pages through bo-navigate. Switching approval on with no flow goes to the new-flow page and leaves
 * the reload marker: shown again (mounted, or the page back from the browser's cache) with the marker and
 * a flow, the element switches approval on and clears it. Each change dispatches bo-change and asks the
 * change log again (`logVersion`).
 */
import * as React from 'react';
import { useAction, type Api } from '../../core/http';
import { useT } from '../../core/i18n';
import { useConfirm } from '../../core/feedback/FeedbackProvider';
import { navigate, type NavigateDetail, type NavigateTarget } from '../../core/navigate';
import { send, type Endpoint } from '../../kit/data/endpoint';
import { fetchSource } from '../../kit/data/source';
import { useRemote } from '../../kit/list/useRemote';
import { useRemoteList, type ListLoader } from '../../kit/list/useRemoteList';
import { approvalStatus, deleteFlow, enableApproval, flowList, nameFilters, prefixed, scopeValues, setDefaultFlow, type ApprovalFlow, type Prefixed, type SettingsScope } from './api';
import { enableMarker } from './enable-marker';

export type FlowChangeAction = 'enable' | 'disable' | 'set-default' | 'delete';

export interface FlowChangeDetail {
  action: FlowChangeAction;
  /** the flow (as it was, for a deleted one); null for the need-approval switch */
  record: ApprovalFlow | null;
}

/** Where the flow pages are (spec 3 §2): new, edit and copy (type=copy), view. */
export interface FlowPaths {
  newPath: string;
  editPath: string;
  viewPath: string;
}

export interface ApprovalSettingsOptions {
  scope: SettingsScope;
  canList: boolean;
  canAdd: boolean;
  paths: FlowPaths;
  onChange?(detail: FlowChangeDetail): void;
  onNavigate?(detail: NavigateDetail): boolean;
}

const flagOf = (v: unknown): 0 | 1 => (Number(v) === 1 ? 1 : 0);

export function useApprovalSettings(o: ApprovalSettingsOptions) {
  const t = useT();
  const confirm = useConfirm();
  const action = useAction();
  const { scope } = o;
  const key = JSON.stringify(scope);
  const ready = !!scope.model;

  // the flows: a new scope is a new search, without the name searched in the last one
  const [searched, setSearched] = React.useState({ key, filters: {} as Record<string, unknown> });
  if (searched.key !== key) setSearched({ key, filters: {} });
  const load = React.useCallback<ListLoader<ApprovalFlow>>(
    ({ page, pageSize, filters }, api, signal) => fetchSource(api, flowList(scope), { filters, page: { page, size: pageSize }, signal }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the scope's identity is its content
    [key],
  );
  const list = useRemoteList(load, ready && o.canList, searched.filters);
  const search = (name: string) => setSearched({ key, filters: nameFilters(name) });

  const status = useRemote<0 | 1>(
    (api, signal) => send<Prefixed, undefined, { status?: unknown }>(api, approvalStatus(scope), { ...prefixed(scope), ...scopeValues(scope) }, undefined, signal).then((d) => flagOf(d.status)),
    ready,
    key,
  );
  const [logVersion, setLogVersion] = React.useState(0);

  const run = async <Q extends Prefixed, B>(e: Endpoint<Q, B>, query: Q, body: B, success: string, detail: FlowChangeDetail) => {
    const result = await action.run((api: Api) => send(api, e, query, body), { success });
    if (!result.ok) return false;
    setLogVersion((v) => v + 1);
    o.onChange?.(detail);
    return true;
  };

  const query = (more: Record<string, string | number>) => ({ module: scope.model, ...more, private: scope.prefix, class_id: scope.classId });
  const go = (target: NavigateTarget) => navigate(o.onNavigate, target);
  const add = () => go({ path: o.paths.newPath, query: query({}) });
  const edit = (row: ApprovalFlow) => go({ path: o.paths.editPath, query: query({ id: row.id }) });
  const copy = (row: ApprovalFlow) => go({ path: o.paths.editPath, query: query({ id: row.id, type: 'copy' }) });
  const view = (row: ApprovalFlow) => go({ path: o.paths.viewPath, query: { module: scope.model, id: row.id, private: scope.prefix }, newWindow: true });

  const enable = async (on: boolean) => {
    const ok = await run(enableApproval(scope), prefixed(scope), { ...scopeValues(scope), status: on ? 1 : 0 }, t('success.operation'), { action: on ? 'enable' : 'disable', record: null });
    if (ok) status.set(on ? 1 : 0);
  };
  /** The list as the module has it (no name searched) has answered: whether it holds a flow. */
  const hasFlows = (): boolean | undefined =>
    o.canList && list.answered && !list.loading && !list.error && !Object.keys(searched.filters).length ? list.total > 0 : undefined;

  const setNeeded = (on: boolean) => {
    // no flow yet: the new-flow page first (someone allowed to add one), approval on when back
    if (on && o.canAdd && hasFlows() === false) {
      enableMarker.set(scope);
      add();
      return;
    }
    void enable(on);
  };

  // back with the marker: approval on once a flow exists (the marker goes either way once it is known),
  // judged on the status as the server gives it now: one asked again is waited for, else its answer,
  // coming after the switch was turned on, would turn it off again
  const onBack = React.useEffectEvent(() => {
    if (!ready || status.loading || status.value === undefined || !enableMarker.has(scope)) return;
    const flows = hasFlows();
    if (o.canList && flows === undefined) return;
    enableMarker.clear(scope);
    if (status.value === 0 && flows !== false) void enable(true);
  });
  React.useEffect(() => {
    // after this render: enable() shows its busy state
    const timer = setTimeout(onBack);
    return () => clearTimeout(timer);
  }, [key, status.value, status.loading, list.answered, list.loading, list.total]);

  // the page shown again from the browser's back-forward cache: ask again (and look at the marker)
  const { reload: reloadList } = list;
  const { reload: reloadStatus } = status;
  React.useEffect(() => {
    const shown = (e: PageTransitionEvent) => {
      if (!e.persisted) return;
      reloadList();
      reloadStatus();
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, [reloadList, reloadStatus]);

  const makeDefault = async (row: ApprovalFlow) => {
    if (await run(setDefaultFlow(scope), prefixed(scope), { approval_id: row.id, ...scopeValues(scope) }, t('success.set'), { action: 'set-default', record: { ...row, default: 1 } })) list.reload();
  };
  const remove = async (row: ApprovalFlow) => {
    if (!(await confirm({ title: t('common.notice'), content: t('approval.deleteFlowConfirm') }))) return;
    if (await run(deleteFlow, { ...prefixed(scope), id: row.id }, undefined, t('success.delete'), { action: 'delete', record: row })) list.reload();
  };

  return { ready, list, search, status, busy: action.busy, logVersion, setNeeded, add, edit, copy, view, makeDefault, remove };
}
