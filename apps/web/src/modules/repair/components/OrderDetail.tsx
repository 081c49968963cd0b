/**
 * A repair or exchange order for either side: its dates and quoted terms, the status update (only the
 * statuses the state table allows this side now; shipping a repair asks how the unit leaves the shop),
 * the return documents per serial number (release certificates, or the findings of a unit not released;
 * required before shipping), the exchange's core, the status history with hours per status, and the bill.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Alert, Button, Card, Descriptions, Form, Input, InputNumber, Modal, Select, Space, Spin, Table, Tag, Timeline } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { computeBill } from '@aerosupply/shared/repair/amounts';
import { PROCESS_CODES, RELEASE_CERTIFICATES, RETURN_DOCUMENT_TYPES, WARRANTY_CODES } from '@aerosupply/shared/repair/codes';
import { PageContainer } from '../../../components/PageContainer';
import { StatusTag } from '../../../components/StatusTag';
import { UploadField } from '../../../components/UploadField';
import { companyName } from '../../../lib/company-name';
import { useFormat } from '../../../lib/format';
import { useSubmit } from '../../../lib/forms';
import { UPLOAD_URL, type FileItem } from '../../../lib/upload';
import { ORDER_PAGES, repairApi, repairKeys, useRepairOrder, type RepairSide, type StatusInput } from '../api';
import { BillCard } from './BillCard';
import { codeLabel, codeOptions, ORDER_COLORS } from './codes';
import { CoreCard } from './CoreCard';

export function OrderDetail({ side }: { side: RepairSide }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const id = Number(useParams().id);
  const { data: o, isLoading } = useRepairOrder(side, id);
  const [statusForm] = Form.useForm<Record<string, unknown>>();
  const [certForm] = Form.useForm<{ serialNo: string; certificateType: string; certificateNo: string; files: FileItem[] }>();
  const [billForm] = Form.useForm<Record<string, number | string>>();
  const [rejectForm] = Form.useForm<{ reason: string }>();
  const [certOpen, setCertOpen] = useState(false);
  const [billOpen, setBillOpen] = useState(false);
  const [rejectOpen, setRejectOpen] = useState(false);
  const status = Form.useWatch('status', statusForm) as string | undefined;
  const refresh = () => void qc.invalidateQueries({ queryKey: repairKeys.all });
  const setStatus = useSubmit(
    async (v: Record<string, unknown>) => {
      if (side === 'staff' && v.status === 'under_repair') await repairApi.approveQuotation(id, (v.note as string) || undefined);
      else await repairApi.setStatus(side, id, Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined && x !== null && x !== '')) as StatusInput);
      statusForm.resetFields();
      refresh();
    },
    { form: statusForm, success: true },
  );
  const upload = useSubmit(
    async (v: { serialNo: string; certificateType: string; certificateNo: string; files: FileItem[] }) => {
      await repairApi.uploadCertificate(id, { serialNo: v.serialNo, certificateType: v.certificateType as never, certificateNo: v.certificateNo, fileKey: v.files?.[0]?.fileKey ?? '' });
      setCertOpen(false);
      refresh();
    },
    { form: certForm, success: true },
  );
  const bill = useSubmit(
    async (v: Record<string, number | string>) => {
      await repairApi.submitBill(id, v as never);
      setBillOpen(false);
      refresh();
    },
    { form: billForm, success: true },
  );
  const reject = useSubmit(
    async (v: { reason: string }) => {
      await repairApi.rejectBill(o!.bill!.id, v.reason);
      setRejectOpen(false);
      refresh();
    },
    { form: rejectForm, success: true },
  );
  if (isLoading || !o) return <Spin />;
  const f = (k: string) => t(`repair.fields.${k}`);
  const can = (a: string) => o.actions.includes(a as never);
  const fillBill = () => {
    const v = billForm.getFieldsValue();
    const c = computeBill({ fixedPrice: Number(v.fixedPrice ?? 0), equipmentCost: Number(v.equipmentCost ?? 0), manHourFee: Number(v.manHourFee ?? 0), taxRate: Number(v.taxRate ?? 0) });
    billForm.setFieldsValue({ taxAmount: c.taxAmount, total: c.total, invoiceAmount: c.total });
  };
  const d = (v: string | null) => v ?? '-';
  const sameSerial = o.kind === 'repair' && o.serialReturnCode === 'P' && o.serialNumbers.length > 0;
  return (
    <PageContainer title={`${t('repair.orders.order')} ${o.orderNo}`}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {o.overdue && <Alert type="warning" showIcon message={t('repair.orders.overdue', { days: o.turnaroundDays, lead: o.quotedLeadDays ?? '-' })} />}
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, md: 2, xl: 3 }}
          items={[
            { key: 'status', label: f('status'), children: <StatusTag value={o.status} prefix="repair.orderStatus" colors={ORDER_COLORS} /> },
            { key: 'orderNo', label: f('orderNo'), children: `${o.orderNo} / ${o.sequenceNo}` },
            { key: 'businessType', label: f('businessType'), children: t(`repair.businessType.${o.businessType}`) },
            { key: 'kind', label: f('kind'), children: t(`repair.kind.${o.kind}`) },
            { key: 'shop', label: f('shop'), children: companyName(o.companyName, o.companyNameEn) },
            { key: 'inquiry', label: f('inquiryNumber'), children: o.inquiryNumber },
            { key: 'pn', label: f('pn'), children: `${o.pn} — ${o.description}` },
            { key: 'quantity', label: f('quantity'), children: `${o.quantity} ${o.unit}` },
            { key: 'priority', label: f('priority'), children: codeLabel(t, 'priority', o.priority) },
            { key: 'quotedAmount', label: f('quotedAmount'), children: o.quotedAmount === null ? '-' : fmt.amount(o.quotedAmount, o.currency ?? undefined) },
            { key: 'capFee', label: f('capFee'), children: o.capFee === null ? '-' : fmt.amount(o.capFee, o.currency ?? undefined) },
            { key: 'turnaroundDays', label: f('turnaroundDays'), children: `${o.turnaroundDays} / ${o.quotedLeadDays ?? '-'}` },
            { key: 'processCode', label: f('processPerformed'), children: codeLabel(t, 'process', o.processCode) },
            { key: 'outcome', label: f('outcome'), children: codeLabel(t, 'outcome', o.outcome) },
            { key: 'serialReturnCode', label: f('serialReturnCode'), children: codeLabel(t, 'serialReturn', o.serialReturnCode) },
            { key: 'warranty', label: f('warranty'), children: o.warrantyCode ? `${codeLabel(t, 'warranty', o.warrantyCode)} ${o.warrantyValue ?? ''}` : '-' },
            { key: 'quotationDate', label: f('quotationDate'), children: d(o.quotationDate) },
            { key: 'approvalDate', label: f('approvalDate'), children: d(o.approvalDate) },
            { key: 'receiptDate', label: f('receiptDate'), children: d(o.receiptDate) },
            { key: 'completionDate', label: f('completionDate'), children: d(o.completionDate) },
            { key: 'plannedCompletionDate', label: f('plannedCompletionDate'), children: d(o.plannedCompletionDate) },
            { key: 'supplierIssueDate', label: f('supplierIssueDate'), children: d(o.supplierIssueDate) },
            { key: 'returnWaybillNo', label: f('returnWaybillNo'), children: d(o.returnWaybillNo) },
          ]}
        />
        {o.nextStatuses.length > 0 && (
          <Card size="small" title={t('repair.orders.updateStatus')}>
            {setStatus.problem && <Alert type="error" showIcon message={setStatus.problem} style={{ marginBottom: 12 }} />}
            <Form form={statusForm} layout="inline" onFinish={(v) => void setStatus.run(v)}>
              <Form.Item name="status" label={f('newStatus')} rules={[{ required: true, message: t('repair.form.required') }]}>
                <Select style={{ width: 240 }} options={o.nextStatuses.map((s) => ({ value: s, label: t(`repair.orderStatus.${s}`) }))} aria-label={f('newStatus')} data-testid="repair-next-status" />
              </Form.Item>
              {(status === 'repair_finished' || status === 'shipped') && (
                <Form.Item name="processCode" label={f('processPerformed')}><Select allowClear style={{ width: 200 }} options={codeOptions(t, 'process', PROCESS_CODES)} aria-label={f('processPerformed')} /></Form.Item>
              )}
              {status === 'shipped' && o.kind === 'repair' && (
                <Form.Item name="outcome" label={f('outcome')} tooltip={t('repair.orders.outcomeHelp')} rules={[{ required: true, message: t('repair.form.required') }]}>
                  <Select style={{ width: 220 }} options={codeOptions(t, 'outcome', o.shipOutcomes)} aria-label={f('outcome')} data-testid="repair-outcome" />
                </Form.Item>
              )}
              {status === 'shipped' && (
                <>
                  <Form.Item name="warrantyCode" label={f('warrantyCode')}><Select allowClear style={{ width: 220 }} options={codeOptions(t, 'warranty', WARRANTY_CODES)} aria-label={f('warrantyCode')} /></Form.Item>
                  <Form.Item name="warrantyValue" label={f('warrantyValue')}><InputNumber min={0} precision={0} /></Form.Item>
                  <Form.Item name="returnWaybillNo" label={f('returnWaybillNo')}><Input maxLength={60} /></Form.Item>
                </>
              )}
              <Form.Item name="note" label={f('note')}><Input maxLength={500} style={{ width: 240 }} /></Form.Item>
              <Button type="primary" htmlType="submit" loading={setStatus.pending} data-testid="repair-set-status">{t('repair.actions.setStatus')}</Button>
            </Form>
          </Card>
        )}
        <Card
          size="small"
          title={f('documents')}
          extra={can('upload_certificate') && (
            <Button onClick={() => { certForm.resetFields(); upload.reset(); setCertOpen(true); }} data-testid="repair-upload-certificate">{t('repair.orders.uploadDocument')}</Button>
          )}
        >
          {can('upload_certificate') && (
            <Alert type={o.documentsMissing > 0 ? 'warning' : 'info'} showIcon style={{ marginBottom: 12 }} message={o.kind === 'exchange' ? t('repair.orders.exchangeHelp') : t('repair.orders.outcomeHelp')}
              description={o.documentsMissing > 0 ? t('repair.orders.documentsMissing', { count: o.documentsMissing }) : undefined} />
          )}
          <Table
            rowKey="serialNo"
            size="small"
            pagination={false}
            dataSource={o.certificates}
            locale={{ emptyText: t('repair.orders.noDocuments') }}
            columns={[
              { key: 'serialNo', title: f('serialNo'), dataIndex: 'serialNo' },
              { key: 'certificateType', title: f('documentType'), dataIndex: 'certificateType', render: (v: string | null) => (v ? codeLabel(t, 'certificate', v) : <Tag color="orange">{t('repair.orders.missing')}</Tag>) },
              { key: 'certificateNo', title: f('documentNo'), dataIndex: 'certificateNo', render: (v: string | null) => v ?? '-' },
              { key: 'fileName', title: f('file'), dataIndex: 'fileName', render: (v: string | null) => v ?? '-' },
              { key: 'uploadedAt', title: f('uploadedAt'), dataIndex: 'uploadedAt', render: (v: string | null) => (v ? fmt.dateTime(v) : '-') },
            ]}
          />
        </Card>
        {o.core && <CoreCard o={o} side={side} onChanged={refresh} />}
        <BillCard o={o} side={side} onEnter={() => { billForm.resetFields(); bill.reset(); setBillOpen(true); }} onReject={() => { rejectForm.resetFields(); reject.reset(); setRejectOpen(true); }} onChanged={refresh} />
        <Card size="small" title={t('repair.orders.history')}>
          <Timeline
            items={[...o.history].reverse().map((h) => ({
              key: h.id,
              children: (
                <Space direction="vertical" size={0}>
                  <span>
                    <StatusTag value={h.toStatus} prefix="repair.orderStatus" colors={ORDER_COLORS} /> {fmt.dateTime(h.at)} · {h.actorName ?? '-'} ({t(`repair.side.${h.actorSide}`)}) · {t('repair.orders.hours', { hours: h.hours })}
                  </span>
                  {h.note && <span>{h.note}</span>}
                </Space>
              ),
            }))}
          />
        </Card>
        <Button onClick={() => void navigate(ORDER_PAGES[side])}>{t('repair.form.back')}</Button>
      </Space>
      <Modal open={certOpen} title={t('repair.orders.uploadDocument')} onCancel={() => setCertOpen(false)} onOk={() => void certForm.validateFields().then((v) => upload.run(v)).catch(() => undefined)} okText={t('repair.form.confirm')} cancelText={t('repair.form.cancel')} confirmLoading={upload.pending}>
        {upload.problem && <Alert type="error" showIcon message={upload.problem} />}
        <Form form={certForm} layout="vertical">
          {/* Same serial back: one of the order's serials; an exchange unit or any serial (C, E): typed. */}
          <Form.Item name="serialNo" label={o.kind === 'exchange' ? f('exchangeSerial') : f('serialNo')} rules={[{ required: true, message: t('repair.form.required') }]}>
            {sameSerial ? <Select options={o.serialNumbers.map((s) => ({ value: s, label: s }))} aria-label={f('serialNo')} /> : <Input maxLength={60} />}
          </Form.Item>
          <Form.Item name="certificateType" label={f('documentType')} rules={[{ required: true, message: t('repair.form.required') }]}>
            <Select options={codeOptions(t, 'certificate', o.kind === 'exchange' ? RELEASE_CERTIFICATES : RETURN_DOCUMENT_TYPES)} aria-label={f('documentType')} />
          </Form.Item>
          <Form.Item name="certificateNo" label={f('documentNo')} rules={[{ required: true, message: t('repair.form.required') }]}><Input maxLength={60} /></Form.Item>
          <Form.Item name="files" label={f('file')} rules={[{ required: true, type: 'array', min: 1, message: t('repair.form.required') }]}>
            <UploadField action={UPLOAD_URL} maxCount={1} />
          </Form.Item>
        </Form>
      </Modal>
      <Modal open={billOpen} title={t('repair.actions.enterBill')} onCancel={() => setBillOpen(false)} onOk={() => void billForm.validateFields().then((v) => bill.run(v)).catch(() => undefined)} okText={t('repair.form.confirm')} cancelText={t('repair.form.cancel')} confirmLoading={bill.pending}>
        {bill.problem && <Alert type="error" showIcon message={bill.problem} />}
        <Form form={billForm} layout="vertical" initialValues={{ currency: o.currency ?? 'USD', taxRate: 13, equipmentCost: 0, manHourFee: 0 }} onValuesChange={(changed) => { if (!('taxAmount' in changed || 'total' in changed || 'invoiceAmount' in changed)) fillBill(); }}>
          <Form.Item name="invoiceNo" label={f('invoiceNo')} rules={[{ required: true, message: t('repair.form.required') }]}><Input maxLength={60} /></Form.Item>
          <Space wrap>
            {['fixedPrice', 'equipmentCost', 'manHourFee', 'taxRate', 'taxAmount', 'total', 'invoiceAmount'].map((k) => (
              <Form.Item key={k} name={k} label={f(k)} rules={[{ required: true, message: t('repair.form.required') }]}>
                <InputNumber min={0} precision={2} style={{ width: 150 }} />
              </Form.Item>
            ))}
            <Form.Item name="currency" label={f('currency')} rules={[{ required: true, message: t('repair.form.required') }]}><Input maxLength={10} style={{ width: 90 }} /></Form.Item>
          </Space>
          <Form.Item name="supplierNotes" label={f('supplierNotes')}><Input.TextArea maxLength={500} rows={2} /></Form.Item>
        </Form>
      </Modal>
      <Modal open={rejectOpen} title={t('repair.actions.rejectBill')} onCancel={() => setRejectOpen(false)} onOk={() => void rejectForm.validateFields().then((v) => reject.run(v)).catch(() => undefined)} okText={t('repair.form.confirm')} cancelText={t('repair.form.cancel')} confirmLoading={reject.pending}>
        {reject.problem && <Alert type="error" showIcon message={reject.problem} />}
        <Form form={rejectForm} layout="vertical">
          <Form.Item name="reason" label={f('reason')} rules={[{ required: true, message: t('repair.form.required') }]}><Input.TextArea maxLength={200} rows={3} /></Form.Item>
        </Form>
      </Modal>
    </PageContainer>
  );
}
