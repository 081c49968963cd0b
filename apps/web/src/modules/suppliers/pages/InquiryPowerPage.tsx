/** Inquiry approvers (inquiryPower): who approves inquiries by purchasing org, category and supplier type. */
import { useMemo, useState } from 'react';
import { Button, Form, Input, Modal, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DataTable, hasFilters } from '../../../components/DataTable';
import { DictSelect } from '../../../components/DictSelect';
import { PageContainer } from '../../../components/PageContainer';
import { RecordActions } from '../../../components/RecordActions';
import { SearchForm, searchKeys, type SearchField } from '../../../components/SearchForm';
import { useSubmit } from '../../../lib/forms';
import { pagedTableProps, usePagedList } from '../../../lib/usePagedList';
import { auditorRoutes } from '@aerosupply/shared/auditors/routes';
import type { BodyOf } from '@aerosupply/shared/http/contract';
import { supplierApi, useRefreshSuppliers, type InquiryApproverRow } from '../api';
import { useCodeNames } from '../components/codeNames';

export default function InquiryPowerPage() {
  const { t } = useTranslation();
  const names = useCodeNames();
  const refresh = useRefreshSuppliers();
  const fields: SearchField[] = useMemo(
    () => [
      { name: 'purchaseOrg', label: t('suppliers.fields.purchaseOrg'), type: 'dict', domain: 'TC_SUPPLIER_ORG' },
      { name: 'supplierType', label: t('suppliers.fields.procurementType'), type: 'select', options: ['aircraft', 'general'].map((v) => ({ value: v, label: t(`suppliers.supplierType.${v}`) })) },
      { name: 'name', label: t('suppliers.inquiryPower.approver') },
    ],
    [t],
  );
  const { list, query } = usePagedList(['suppliers', 'inquiry-power'], auditorRoutes.approvers, searchKeys(fields));
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm();
  const save = useSubmit(
    async (v: Record<string, unknown>) => {
      await supplierApi.addApprover({ ...(Object.fromEntries(Object.entries(v).filter(([, x]) => x !== '' && x !== undefined)) as Omit<BodyOf<typeof auditorRoutes.addApprover>, 'userId'>), userId: Number(v.userId) });
      setOpen(false);
      form.resetFields();
      await refresh();
    },
    { form, success: true },
  );
  return (
    <PageContainer title={t('suppliers.inquiryPower.title')} extra={<Button type="primary" onClick={() => setOpen(true)}>{t('suppliers.inquiryPower.add')}</Button>}>
      <SearchForm fields={fields} values={list.filters} onSearch={list.setFilters} onReset={list.reset} loading={query.isFetching} />
      <DataTable<InquiryApproverRow>
        rowKey="id"
        label={t('suppliers.inquiryPower.title')}
        emptyHint={t('suppliers.inquiryPower.emptyHint', { action: t('suppliers.inquiryPower.add') })}
        filtered={hasFilters(list.filters)}
        {...pagedTableProps(list, query)}
        columns={[
          { title: t('suppliers.fields.purchaseOrg'), dataIndex: 'purchaseOrg', render: (v: string) => names.org(v) },
          { title: t('suppliers.fields.category1'), dataIndex: 'category1', render: (v: string | null) => (v ? names.category(v) : t('suppliers.auditors.any')) },
          { title: t('suppliers.fields.category2'), dataIndex: 'category2', render: (v: string | null) => (v ? names.category(v) : t('suppliers.auditors.any')) },
          { title: t('suppliers.fields.procurementType'), dataIndex: 'supplierType', render: (v: string | null) => (v ? t(`suppliers.supplierType.${v}`) : t('suppliers.auditors.any')) },
          { title: t('suppliers.inquiryPower.approver'), dataIndex: 'userName', render: (v: string, r) => `${v} (${r.account})` },
          { title: t('suppliers.inquiryPower.remarks'), dataIndex: 'remarks', render: (v: string | null) => v ?? '-' },
          {
            title: t('suppliers.fields.actions'),
            key: 'actions',
            render: (_: unknown, r) => (
              <RecordActions
                allowed={r.actions}
                defs={{ delete: { labelKey: 'suppliers.actions.delete', danger: true, confirmKey: 'suppliers.inquiryPower.deleteConfirm', onClick: async () => { await supplierApi.deleteApprover(r.id); await refresh(); } } }}
              />
            ),
          },
        ]}
      />
      <Modal open={open} title={t('suppliers.inquiryPower.add')} onCancel={() => setOpen(false)} onOk={() => form.submit()} okButtonProps={{ loading: save.pending }} okText={t('common.actions.confirm')} cancelText={t('common.actions.cancel')} forceRender>
        <Form form={form} layout="vertical" onFinish={(v: Record<string, unknown>) => void save.run(v)}>
          <Form.Item name="userId" label={t('suppliers.inquiryPower.userId')} rules={[{ required: true }]}>
            <Input inputMode="numeric" />
          </Form.Item>
          <Form.Item name="purchaseOrg" label={t('suppliers.fields.purchaseOrg')} rules={[{ required: true }]}>
            <DictSelect domain="TC_SUPPLIER_ORG" />
          </Form.Item>
          <Space>
            <Form.Item name="category1" label={t('suppliers.fields.category1')}>
              <Input maxLength={20} />
            </Form.Item>
            <Form.Item name="category2" label={t('suppliers.fields.category2')}>
              <Input maxLength={20} />
            </Form.Item>
          </Space>
          <Form.Item name="supplierType" label={t('suppliers.fields.procurementType')}>
            <Select placeholder={t('common.placeholders.select')} allowClear options={['aircraft', 'general'].map((v) => ({ value: v, label: t(`suppliers.supplierType.${v}`) }))} />
          </Form.Item>
          <Form.Item name="remarks" label={t('suppliers.inquiryPower.remarks')}>
            <Input maxLength={200} />
          </Form.Item>
        </Form>
      </Modal>
    </PageContainer>
  );
}
