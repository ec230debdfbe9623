/**
 * The body of every app page section: the picker's table, its addresses shown with the company id
 * filled (PageAddress; the records stay the backend's rows), which it also gives the section's
 * bo-confirm detail through the holder (spec 2 §3 Picked page result); the page's icon font stylesheets
 * (for icons given by class). The own pages add a toolbar (新增页面 opening the add-page dialog, 应用管理 through bo-navigate) and 删除 on each
 * row (请确认是否删除该数据?, then DELETE page_delete and the list again).
 */
import '../../core/i18n/areas/pages';
import * as React from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { navigate } from '../../core/navigate';
import { useConfirm } from '../../core/feedback/FeedbackProvider';
import { useAction } from '../../core/http';
import { useT } from '../../core/i18n';
import { lazyPart } from '../../core/runtime/lazy-part';
import { IconStylesheets } from '../../kit/grid/IconStylesheets';
import type { PickerBodyProps } from '../../kit/picker/types';
import { RowAction } from '../../kit/table/RowAction';
import type { Column } from '../../kit/table/columns';
import { SelectionTable } from '../../kit/table/SelectionTable';
import { deletePage } from './api';
import type { AddPageDialogProps } from './AddPageDialog';
import { CompanyIdContext, type CompanyHolder } from './company';
import { useCompanyId } from './useCompanyId';

/** The app-management screen for setting a custom page (spec 2 §2). */
export const APP_MANAGEMENT_PATH = '/base_platform/app_management/app_operate/setmyPage';

export interface PagesBodyProps<Row> extends PickerBodyProps<Row> {
  /** where the section's detail reads the company id the addresses get */
  company: CompanyHolder;
  /** the own pages: their toolbar and delete action */
  own?: { appId?: number };
}

const useStyles = makeStyles({
  toolbar: { display: 'flex', columnGap: tokens.spacingHorizontalS, alignItems: 'center', paddingBlock: tokens.spacingVerticalXS },
});

const TOOLBAR_HEIGHT = 40;

/** The add-page dialog and its form: a chunk of their own, loaded when the user first asks for it. */
const AddPageDialog = lazyPart<AddPageDialogProps>(() => import('./AddPageDialog').then((m) => m.AddPageDialog), () => null);

export function PagesBody<Row extends { id: number }>({ company, own, ...body }: PagesBodyProps<Row>) {
  const companyId = useCompanyId();
  React.useEffect(() => {
    company.set(companyId);
  }, [company, companyId]);
  const table = { ...body, loading: body.loading || companyId === undefined };
  return (
    <CompanyIdContext.Provider value={companyId ?? ''}>
      {/* an icon given by class is drawn with the page's icon font (<bo-config icon-stylesheets>) */}
      <IconStylesheets />
      {own ? <OwnPagesBody {...table} appId={own.appId} /> : <SelectionTable {...table} />}
    </CompanyIdContext.Provider>
  );
}

function OwnPagesBody<Row extends { id: number }>({ appId, ...body }: PickerBodyProps<Row> & { appId?: number }) {
  const t = useT();
  const styles = useStyles();
  const confirm = useConfirm();
  const { run } = useAction();
  const [adding, setAdding] = React.useState(false);
  // mounted from the first 新增页面 on (not before: its code is not loaded for a picker that only picks)
  const [added, setAdded] = React.useState(false);
  const openDialog = () => {
    setAdded(true);
    setAdding(true);
  };
  const { reload, emit } = body;
  const remove = React.useCallback(
    async (row: Row) => {
      if (!(await confirm({ title: t('common.notice'), content: t('picker.deleteConfirm') }))) return;
      const done = await run((api) => deletePage(api, row.id), { success: t('success.deleteBang') });
      if (done.ok) reload?.();
    },
    [confirm, run, t, reload],
  );
  const columns: Column<Row>[] = [
    ...body.columns,
    {
      key: '__actions',
      title: t('appPagePicker.actions'),
      width: 80,
      render: (row) => (
        // the button's click is not the row's (it would tick it)
        <span onClick={(e) => e.stopPropagation()}>
          <RowAction action="delete" label={t('appPagePicker.delete')} onClick={() => void remove(row)} />
        </span>
      ),
    },
  ];
  const height = typeof body.height === 'number' ? body.height - TOOLBAR_HEIGHT : `calc(${body.height} - ${TOOLBAR_HEIGHT}px)`;
  return (
    <div>
      <div className={styles.toolbar} data-bo-page-toolbar="">
        <Button appearance="primary" size="small" onClick={openDialog} data-action="add-page">{t('appPagePicker.addPage')}</Button>
        <Button
          appearance="transparent"
          size="small"
          onClick={() => navigate(emit && ((detail) => emit('bo-navigate', detail)), { path: APP_MANAGEMENT_PATH, query: { app_id: appId } })}
          data-action="app-management"
        >
          {t('appPagePicker.appManagement')}
        </Button>
      </div>
      <SelectionTable {...body} columns={columns} height={height} />
      {added && (
        <AddPageDialog
          open={adding}
          appId={appId}
          onClose={() => setAdding(false)}
          onSaved={() => {
            setAdding(false);
            reload?.();
          }}
        />
      )}
    </div>
  );
}
