/**
 * The add-page dialog of the own pages (spec 3 §7 Application pages): the application (the company's
 * authorised functions, GET /base/authorized/company/model_function, then their applications, POST
 * /base/authorized/app/menu), the page name and address, the platform; 确定 sends POST
 * /app_mange/index_page/add_page. A failure shows the server's msg and keeps the input; 取消, × and Esc
 * ask first when something was typed. Pictures (page_image) are not uploaded here: sent as [].
 */
import '../../core/i18n/areas/pages';
import * as React from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useAction, useApi } from '../../core/http';
import { useT } from '../../core/i18n';
import { useElement } from '../../core/runtime';
import { getLoginInfo } from '../../core/user';
import { FormDialog, RadioField, SelectField, TextField, required, useBoForm, useUnsavedGuard, type Option } from '../../kit/form';
import { addPage, appMenu, modelFunctions } from './api';
import { companyIdOf, storedCompanyId } from './page-url.logic';

export interface AddPageDialogProps {
  open: boolean;
  /** the application chosen at first (the picker's app-id) */
  appId?: number;
  onSaved(): void;
  onClose(): void;
}

interface PageForm {
  app_id: number | null;
  page_name: string;
  page_url: string;
  page_application: number;
}

const useStyles = makeStyles({
  surface: { width: '560px', maxWidth: 'calc(100vw - 32px)' },
  content: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
});

/** The applications the company may use, asked when the dialog opens. */
function useApps(open: boolean) {
  const api = useApi();
  const { apiBase } = useElement();
  const [apps, setApps] = React.useState<Option[]>([]);
  React.useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    void (async () => {
      const info = await getLoginInfo(apiBase).catch(() => undefined);
      const functions = await modelFunctions(api, companyIdOf(info?.company_id, storedCompanyId()), controller.signal);
      const list = await appMenu(api, (functions ?? []).map((f) => f.id), controller.signal);
      setApps(list.map((a) => ({ value: a.id, label: a.name })));
    })().catch(() => undefined); // useApi has reported the failure (bo-error)
    return () => controller.abort();
  }, [open, api, apiBase]);
  return apps;
}

export function AddPageDialog({ open, appId, onSaved, onClose }: AddPageDialogProps) {
  const t = useT();
  const styles = useStyles();
  const apps = useApps(open);
  const form = useBoForm<PageForm>({ app_id: appId ?? null, page_name: '', page_url: '', page_application: 1 });
  const { confirmDiscard } = useUnsavedGuard(open && form.formState.isDirty);
  const { run, busy } = useAction();
  const close = () => {
    form.reset();
    onClose();
  };
  const save = async (values: PageForm) => {
    const page = { app_id: values.app_id!, page_name: values.page_name.trim(), page_url: values.page_url.trim(), page_application: values.page_application, page_image: [] };
    const done = await run((api) => addPage(api, page), { success: t('success.add') });
    if (!done.ok) return;
    form.reset();
    onSaved();
  };
  const applications = t.strings.addPageDialog.applications;
  return (
    <FormDialog
      open={open}
      title={t('addPageDialog.title')}
      form={form}
      onValid={save}
      onCancel={() => void confirmDiscard().then((yes) => yes && close())}
      busy={busy}
      surfaceClassName={styles.surface}
      formClassName={styles.content}
      surfaceData={{ 'data-bo-add-page': '' }}
    >
      <SelectField name="app_id" label={t('addPageDialog.app')} options={apps} rules={required(t('addPageDialog.appRequired'))} />
      <TextField name="page_name" label={t('addPageDialog.pageName')} maxLength={64} rules={required(t('addPageDialog.pageNameRequired'))} />
      <TextField name="page_url" label={t('addPageDialog.pageUrl')} rules={required(t('addPageDialog.pageUrlRequired'))} />
      <RadioField name="page_application" label={t('addPageDialog.pageApplication')} options={[1, 2].map((v) => ({ value: v, label: applications[v]! }))} />
    </FormDialog>
  );
}
