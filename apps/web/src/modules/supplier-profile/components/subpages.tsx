/** The sub-page tabs of the supplier's data (spec 001 §3 'Also: ...'), each with its own table. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Input, Modal } from 'antd';
import { qualificationBodySchema, CHILD_BODY_SCHEMAS, type ChildResource } from '@aerosupply/shared/supplier-profile/schemas';
import { StatusTag } from '../../../components/StatusTag';
import { showSuccess } from '../../../lib/feedback';
import { applyFieldErrors } from '../../../lib/forms';
import { profileApi, type ChildRow } from '../api';
import { ChildTable } from './ChildTable';
import { QUALIFICATION_DOC_FIELDS, type FieldSpec } from './specs';

export { QUALIFICATION_DOC_FIELDS };

const text = (name: string, required = false, max = 60): FieldSpec => ({ name, kind: 'text', required, max });
const date = (name: string, required = false): FieldSpec => ({ name, kind: 'date', required });
const bool = (name: string): FieldSpec => ({ name, kind: 'bool' });
const num = (name: string, required = false): FieldSpec => ({ name, kind: 'number', required, integer: true, min: 0 });

export const CHILD_FIELDS: Record<ChildResource, FieldSpec[]> = {
  'agent-vendors': [text('vendorName', true), text('vendorCode'), text('agencyScope'), date('validFrom'), date('validTo', true), text('remarks'), { name: 'fileKeys', kind: 'files' }],
  'agent-parts': [text('partNumber', true), text('description'), text('oemCode'), text('vendorName'), date('validTo'), text('remarks')],
  'price-tiers': [
    text('oemCode', true),
    text('partNumber', true),
    num('startQty', true),
    num('cutoffQty'),
    num('moq'),
    num('priceUnit'),
    { name: 'price', kind: 'number', required: true, min: 0 },
    { name: 'currency', kind: 'dict', domain: 'TC_CURRENCY', required: true },
    num('minPackaging'),
    num('leadTime'),
    { name: 'leadTimeUnit', kind: 'code', list: 'leadTimeUnit' },
    date('startDate', true),
    date('endDate', true),
    num('stock'),
    date('agencyValidTo'),
    text('remarks'),
  ],
  'shipping-addresses': [
    text('label'),
    { name: 'country', kind: 'country', required: true },
    text('province'),
    text('city'),
    text('address', true),
    text('postalCode', false, 10),
    text('contactName', true),
    { name: 'contactPhone', kind: 'digits', required: true, max: 20 },
    { name: 'contactEmail', kind: 'email' },
    bool('isDefault'),
    text('remarks'),
  ],
  'repair-capabilities': [
    text('partNumber', true),
    text('description', true),
    bool('tested'),
    bool('repaired'),
    bool('renovated'),
    bool('refit'),
    text('certificateType'),
    date('certificateValidTo'),
    text('maintenanceUnit'),
    text('claimContractor'),
    text('remarks'),
  ],
};

const CHILD_COLUMNS: Partial<Record<ChildResource, string[]>> = {
  'price-tiers': ['oemCode', 'partNumber', 'startQty', 'cutoffQty', 'price', 'currency', 'leadTime', 'startDate', 'endDate'],
  'repair-capabilities': ['partNumber', 'description', 'tested', 'repaired', 'renovated', 'refit', 'certificateValidTo'],
  'shipping-addresses': ['label', 'country', 'city', 'address', 'contactName', 'contactPhone', 'isDefault'],
};

export function ChildTab({ resource }: { resource: ChildResource }) {
  return <ChildTable resource={resource} specs={CHILD_FIELDS[resource]} schema={CHILD_BODY_SCHEMAS[resource]} columns={CHILD_COLUMNS[resource]} testId={`child-${resource}`} />;
}

/** Qualification documents: validity (valid / expiring / expired / cancelled) and the cancel action with a reason. */
export function QualificationsTab() {
  const { t } = useTranslation();
  const [cancelling, setCancelling] = useState<{ row: ChildRow; refresh: () => void } | null>(null);
  const [form] = Form.useForm<{ reason: string }>();
  const cancel = async () => {
    if (!cancelling) return;
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await profileApi.cancelQualification(cancelling.row.id, values.reason);
      showSuccess(t('common.messages.saved'));
      cancelling.refresh();
      setCancelling(null);
    } catch (err) {
      applyFieldErrors(form, err);
    }
  };
  return (
    <>
      <ChildTable
        resource="qualifications"
        specs={QUALIFICATION_DOC_FIELDS}
        schema={qualificationBodySchema}
        columns={['docType', 'number', 'certificateNo', 'scope', 'endDate']}
        testId="child-qualifications"
        extraColumns={[
          { title: t('supplierProfile.fields.validity'), render: (row) => <StatusTag value={String(row.validity)} prefix="supplierProfile.validity" colors={{ valid: 'success', expiring: 'warning', expired: 'error', cancelled: 'default' }} /> },
          { title: t('supplierProfile.fields.cancelReason'), render: (row) => (row.cancelReason ? String(row.cancelReason) : '-') },
        ]}
        extraActions={(row, refresh) => ({
          cancel: {
            labelKey: 'supplierProfile.actions.cancelDocument',
            danger: true,
            onClick: () => {
              form.resetFields();
              setCancelling({ row, refresh });
            },
          },
        })}
      />
      <Modal open={cancelling !== null} title={t('supplierProfile.actions.cancelDocument')} onCancel={() => setCancelling(null)} onOk={() => void cancel()} okText={t('common.actions.confirm')} cancelText={t('common.actions.cancel')} destroyOnHidden>
        <Form form={form} layout="vertical">
          <Form.Item name="reason" label={t('supplierProfile.fields.cancelReason')} rules={[{ required: true, whitespace: true, message: t('supplierProfile.hints.reasonRequired') }, { max: 60 }]}>
            <Input maxLength={60} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
