/** Auditor authorisation: search by type, purchase org, name, vendor type, categories; create, edit, delete; copy employee data. */
import { useMemo, useState } from 'react';
import { Button, Form, Input, Modal, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { AUDITOR_TYPES } from '@aerosupply/shared/supplier-review/workflow';
import { DataTable, hasFilters } from '../../../components/DataTable';
import { DictSelect } from '../../../components/DictSelect';
import { PageContainer } from '../../../components/PageContainer';
import { RecordActions } from '../../../components/RecordActions';
import { SearchForm, searchKeys, type SearchField } from '../../../components/SearchForm';
import { useSubmit } from '../../../lib/forms';
import { pagedTableProps, usePagedList } from '../../../lib/usePagedList';
import { auditorRoutes } from '@aerosupply/shared/auditors/routes';
import type { BodyOf } from '@aerosupply/shared/http/contract';
import { supplierApi, useRefreshSuppliers, type AuditorRow } from '../api';
import { useCodeNames } from '../components/codeNames';

export default function AuditorsPage() {
  const { t } = useTranslation();
  const names = useCodeNames();
  const refresh = useRefreshSuppliers();
  const vendorTypes = ['aircraft', 'general'].map((v) => ({ value: v, label: t(`suppliers.supplierType.${v}`) }));
  const types = AUDITOR_TYPES.map((v) => ({ value: v, label: t(`suppliers.auditorType.${v}`) }));
  const fields: SearchField[] = useMemo(
    () => [
      { name: 'auditorType', label: t('suppliers.auditors.type'), type: 'select', options: AUDITOR_TYPES.map((v) => ({ value: v, label: t(`suppliers.auditorType.${v}`) })) },
      { name: 'purchaseOrg', label: t('suppliers.fields.purchaseOrg'), type: 'dict', domain: 'TC_SUPPLIER_ORG' },
      { name: 'name', label: t('suppliers.auditors.name') },
      { name: 'vendorType', label: t('suppliers.fields.vendorType'), type: 'select', options: ['aircraft', 'general'].map((v) => ({ value: v, label: t(`suppliers.supplierType.${v}`) })) },
      { name: 'category1', label: t('suppliers.fields.category1') },
      { name: 'category2', label: t('suppliers.fields.category2') },
    ],
    [t],
  );
  const { list, query } = usePagedList(['suppliers', 'auditors'], auditorRoutes.list, searchKeys(fields));
  const [editing, setEditing] = useState<AuditorRow | 'new' | null>(null);
  const [form] = Form.useForm();
  const save = useSubmit(
    async (values: Record<string, unknown>) => {
      await supplierApi.saveAuditor(editing === 'new' || editing === null ? null : editing.id, values as BodyOf<typeof auditorRoutes.create>);
      setEditing(null);
      await refresh();
    },
    { form, success: true },
  );
  const copy = async () => {
    const employeeId = String(form.getFieldValue('employeeId') ?? '');
    const data = await supplierApi.copyEmployee(employeeId);
    form.setFieldsValue({ name: data.name, telephone: data.telephone });
  };
  const open = (row: AuditorRow | 'new') => {
    setEditing(row);
    form.setFieldsValue(row === 'new' ? { auditorType: 'prequalification', employeeId: '', name: '', telephone: '', purchaseOrg: undefined, category1: '', category2: '', vendorType: undefined } : { ...row, purchaseOrg: row.purchaseOrg ?? undefined, vendorType: row.vendorType ?? undefined, telephone: row.telephone ?? '', category1: row.category1 ?? '', category2: row.category2 ?? '' });
  };
  return (
    <PageContainer title={t('suppliers.auditors.title')} extra={<Button type="primary" onClick={() => open('new')}>{t('suppliers.auditors.create')}</Button>}>
      <SearchForm fields={fields} values={list.filters} onSearch={list.setFilters} onReset={list.reset} loading={query.isFetching} />
      <DataTable<AuditorRow>
        rowKey="id"
        label={t('suppliers.auditors.title')}
        emptyHint={t('suppliers.auditors.emptyHint', { action: t('suppliers.auditors.create') })}
        filtered={hasFilters(list.filters)}
        {...pagedTableProps(list, query)}
        columns={[
          { title: t('suppliers.auditors.type'), dataIndex: 'auditorType', render: (v: string) => t(`suppliers.auditorType.${v}`) },
          { title: t('suppliers.auditors.employeeId'), dataIndex: 'employeeId' },
          { title: t('suppliers.auditors.name'), dataIndex: 'name' },
          { title: t('suppliers.auditors.telephone'), dataIndex: 'telephone', render: (v: string | null) => v || '-' },
          { title: t('suppliers.fields.purchaseOrg'), dataIndex: 'purchaseOrg', render: (v: string | null) => (v ? names.org(v) : t('suppliers.auditors.any')) },
          { title: t('suppliers.fields.category1'), dataIndex: 'category1', render: (v: string | null) => (v ? names.category(v) : t('suppliers.auditors.any')) },
          { title: t('suppliers.fields.category2'), dataIndex: 'category2', render: (v: string | null) => (v ? names.category(v) : t('suppliers.auditors.any')) },
          { title: t('suppliers.fields.vendorType'), dataIndex: 'vendorType', render: (v: string | null) => (v ? t(`suppliers.supplierType.${v}`) : t('suppliers.auditors.any')) },
          {
            title: t('suppliers.fields.actions'),
            key: 'actions',
            render: (_: unknown, r) => (
              <RecordActions
                allowed={r.actions}
                defs={{
                  edit: { labelKey: 'suppliers.actions.edit', onClick: () => open(r) },
                  delete: {
                    labelKey: 'suppliers.actions.delete',
                    danger: true,
                    confirmKey: 'suppliers.auditors.deleteConfirm',
                    onClick: async () => {
                      await supplierApi.deleteAuditor(r.id);
                      await refresh();
                    },
                  },
                }}
              />
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={t(editing === 'new' ? 'suppliers.auditors.create' : 'suppliers.auditors.edit')}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        okButtonProps={{ loading: save.pending }}
        okText={t('common.actions.confirm')}
        cancelText={t('common.actions.cancel')}
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={(v: Record<string, unknown>) => void save.run(Object.fromEntries(Object.entries(v).filter(([, x]) => x !== '' && x !== undefined && x !== null)))}>
          <Form.Item name="auditorType" label={t('suppliers.auditors.type')} rules={[{ required: true }]}>
            <Select placeholder={t('common.placeholders.select')} options={types} />
          </Form.Item>
          <Form.Item label={t('suppliers.auditors.employeeId')} required>
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item name="employeeId" noStyle rules={[{ required: true, pattern: /^\d{8}$/, message: t('suppliers.messages.staffId') }]}>
                <Input maxLength={8} aria-label={t('suppliers.auditors.employeeId')} />
              </Form.Item>
              <Button onClick={() => void copy().catch(() => undefined)}>{t('suppliers.auditors.copyEmployee')}</Button>
            </Space.Compact>
          </Form.Item>
          <Form.Item name="name" label={t('suppliers.auditors.name')} rules={[{ required: true, max: 60 }]}>
            <Input />
          </Form.Item>
          <Form.Item name="telephone" label={t('suppliers.auditors.telephone')} rules={[{ pattern: /^\d{0,15}$/, message: t('suppliers.messages.mobile') }]}>
            <Input />
          </Form.Item>
          <Form.Item name="purchaseOrg" label={t('suppliers.fields.purchaseOrg')}>
            <DictSelect domain="TC_SUPPLIER_ORG" allowClear />
          </Form.Item>
          <Space>
            <Form.Item name="category1" label={t('suppliers.fields.category1')}>
              <Input maxLength={20} />
            </Form.Item>
            <Form.Item name="category2" label={t('suppliers.fields.category2')}>
              <Input maxLength={20} />
            </Form.Item>
          </Space>
          <Form.Item name="vendorType" label={t('suppliers.fields.vendorType')}>
            <Select placeholder={t('common.placeholders.select')} allowClear options={vendorTypes} />
          </Form.Item>
        </Form>
      </Modal>
    </PageContainer>
  );
}
