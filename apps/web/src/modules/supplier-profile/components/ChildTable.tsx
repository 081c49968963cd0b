/**
 * A sub-page of the supplier's data with its own table (spec 001 §3): qualification documents,
 * exclusive-agent vendors and part numbers, quotation ladder, shipping addresses, repair
 * capability. Search, paged table, add/edit dialog from field specs, delete with confirmation.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Input, Modal, Space } from 'antd';
import type { ButtonProps } from 'antd';
import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@aerosupply/shared';
import type { FileItem } from '@aerosupply/shared/validation/upload';
import type { ZodType } from 'zod';
import { DataTable } from '../../../components/DataTable';
import { confirmedAction, RecordActions, type ActionDef } from '../../../components/RecordActions';
import { call } from '../../../lib/api/call';
import { isApiError } from '../../../lib/api/client';
import { showError, showSuccess } from '../../../lib/feedback';
import { applyFieldErrors, clearEditedErrors, SCROLL_TO_FIRST_ERROR } from '../../../lib/forms';
import { profileApi, tableRoutes, type ChildRow, type TableResource } from '../api';
import { clean, schemaProblems, showProblems } from '../forms';
import { FieldGrid } from './FieldGrid';
import { FilesProvider } from './fields';
import { SectionView } from './SectionView';
import type { FieldSpec } from './specs';

export interface ChildTableProps {
  /** URL segment under /api/sup/ (e.g. `price-tiers`). */
  resource: TableResource;
  specs: FieldSpec[];
  schema: ZodType;
  /** Fields shown as columns (default: the first six that are not files). */
  columns?: string[];
  extraColumns?: { title: string; render: (row: ChildRow) => ReactNode }[];
  extraActions?: (row: ChildRow, refresh: () => void) => Record<string, ActionDef>;
  testId: string;
}

export function ChildTable({ resource, specs, schema, columns, extraColumns = [], extraActions, testId }: ChildTableProps) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [params, setParams] = useState({ page: 1, pageSize: 20, keyword: '' });
  const [draftKeyword, setDraftKeyword] = useState('');
  const [editing, setEditing] = useState<ChildRow | 'new' | null>(null);
  const [viewing, setViewing] = useState<ChildRow | null>(null);
  const [pending, setPending] = useState(false);
  const [form] = Form.useForm<Record<string, unknown>>();
  const [files, setFiles] = useState<Record<string, FileItem>>({});
  const registry = useMemo(() => ({ files, add: (items: FileItem[]) => setFiles((prev) => ({ ...prev, ...Object.fromEntries(items.map((i) => [i.fileKey, i])) })) }), [files]);

  const queryKey = ['supplier-profile', resource, params] as const;
  // Rows of a table chosen at run time: the table reads them as any sub-page's row.
  const list = () => call(tableRoutes(resource).list, { query: { ...params, keyword: params.keyword || undefined } }) as Promise<Page<ChildRow>>;
  const query = useQuery({ queryKey, queryFn: list, placeholderData: keepPreviousData });
  const refresh = () => void qc.invalidateQueries({ queryKey: ['supplier-profile', resource] });

  const rowFiles = (row: ChildRow) => Object.fromEntries((row.files ?? []).map((f) => [f.fileKey, f]));
  const open = (row: ChildRow | 'new') => {
    form.resetFields();
    if (row !== 'new') {
      setFiles((prev) => ({ ...prev, ...rowFiles(row) }));
      form.setFieldsValue(row);
    }
    setEditing(row);
  };
  const save = async () => {
    const fieldNames = new Set(specs.map((s) => s.name));
    const all = form.getFieldsValue(true) as Record<string, unknown>;
    const body = clean(Object.fromEntries(Object.entries(all).filter(([k]) => fieldNames.has(k)))) as Record<string, unknown>;
    if (showProblems(form, schemaProblems(schema, body))) return;
    setPending(true);
    try {
      if (editing === 'new') await profileApi.createChild(resource, body);
      else if (editing) await profileApi.updateChild(resource, editing.id, body);
      showSuccess(t('common.messages.saved'));
      setEditing(null);
      refresh();
    } catch (err) {
      if (!applyFieldErrors(form, err) && isApiError(err)) showError(err.message);
    } finally {
      setPending(false);
    }
  };

  const shown = columns ?? specs.filter((s) => s.kind !== 'files' && s.kind !== 'list').slice(0, 6).map((s) => s.name);
  const specByName = new Map(specs.map((s) => [s.name, s]));

  return (
    <div data-testid={testId}>
      <Space wrap style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }}>
        <Space.Compact>
          <Input
            allowClear
            maxLength={60}
            value={draftKeyword}
            onChange={(e) => setDraftKeyword(e.target.value)}
            onPressEnter={() => setParams((p) => ({ ...p, page: 1, keyword: draftKeyword.trim() }))}
            placeholder={t('supplierProfile.children.searchPlaceholder')}
            aria-label={t('supplierProfile.children.searchPlaceholder')}
          />
          <Button icon={<SearchOutlined aria-hidden="true" />} onClick={() => setParams((p) => ({ ...p, page: 1, keyword: draftKeyword.trim() }))}>
            {t('common.actions.search')}
          </Button>
        </Space.Compact>
        <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={() => open('new')} data-testid={`${testId}-add`}>
          {t('common.actions.create')}
        </Button>
      </Space>
      <DataTable<ChildRow>
        rowKey="id"
        label={t(`supplierProfile.children.${resource}`)}
        emptyHint={t('supplierProfile.children.emptyHint', { action: t('common.actions.create') })}
        data={query.data}
        onRefresh={() => void query.refetch()}
        loading={query.isFetching}
        page={params.page}
        pageSize={params.pageSize}
        onPageChange={(page, pageSize) => setParams((p) => ({ ...p, page, pageSize }))}
        columns={[
          ...shown.map((name) => ({
            key: name,
            title: t(`supplierProfile.fields.${name}`),
            render: (_: unknown, row: ChildRow) => {
              const spec = specByName.get(name);
              const v = row[name];
              if (spec?.kind === 'bool') return v ? t('supplierProfile.values.yes') : t('supplierProfile.values.no');
              if (spec?.kind === 'code' && v) return t(`supplierProfile.codes.${spec.list}.${String(v)}`);
              return v === null || v === undefined || v === '' ? '-' : String(v);
            },
          })),
          ...extraColumns.map((c, i) => ({ key: `extra${i}`, title: c.title, render: (_: unknown, row: ChildRow) => c.render(row) })),
          {
            key: 'actions',
            title: t('supplierProfile.fields.actions'),
            fixed: 'right' as const,
            render: (_: unknown, row: ChildRow) => (
              <RecordActions
                allowed={row.actions}
                always={['view']}
                defs={{
                  view: { labelKey: 'common.actions.view', onClick: () => setViewing(row) },
                  edit: { labelKey: 'common.actions.edit', onClick: () => open(row) },
                  ...(extraActions ? extraActions(row, refresh) : {}),
                  delete: confirmedAction({ labelKey: 'common.actions.delete', danger: true, confirmKey: 'common.messages.confirmDelete' }, () => profileApi.deleteChild(resource, row.id), t('common.messages.saved'), refresh),
                }}
              />
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? t('common.actions.create') : t('common.actions.edit')}
        onCancel={() => setEditing(null)}
        onOk={() => void save()}
        confirmLoading={pending}
        okText={t('common.actions.save')}
        cancelText={t('common.actions.cancel')}
        width={960}
        destroyOnHidden
        okButtonProps={{ 'data-testid': `${testId}-save` } as ButtonProps}
      >
        <FilesProvider value={registry}>
          <Form form={form} layout="vertical" scrollToFirstError={SCROLL_TO_FIRST_ERROR} onValuesChange={(changed) => clearEditedErrors(form, changed)}>
            <FieldGrid specs={specs} prefix={[]} rootPrefix={[testId]} />
          </Form>
        </FilesProvider>
      </Modal>
      <Modal open={viewing !== null} title={t('common.actions.view')} onCancel={() => setViewing(null)} footer={null} width={960}>
        {viewing && <SectionView specs={specs} values={viewing} files={rowFiles(viewing)} />}
      </Modal>
    </div>
  );
}
