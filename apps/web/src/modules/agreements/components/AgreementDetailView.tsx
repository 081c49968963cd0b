/**
 * One agreement (issue 13 item 4), both sides: header, lines, contract clauses, what this version
 * changed (the supplier sees it before answering), history; buttons from the record's `actions`
 * (buyer: edit, send, cancel; supplier: confirm, refuse with a reason) and the bilingual PDF.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Alert, Button, Card, Descriptions, Empty, Form, Input, Modal, Space, Spin, Table, Timeline } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { AgreementChange, AgreementDetail } from '@aerosupply/shared/agreements/schemas';
import { PageContainer } from '../../../components/PageContainer';
import { RecordActions } from '../../../components/RecordActions';
import { StatusTag } from '../../../components/StatusTag';
import { companyName } from '../../../lib/company-name';
import { useDictOptions } from '../../../lib/dict';
import { saveFrom } from '../../../lib/download';
import { useSubmit, validateThen } from '../../../lib/forms';
import { useFormat } from '../../../lib/format';
import { AGREEMENT_ROUTES, agreementApi, agreementKeys, useAgreement, type AgreementSide } from '../api';
import { AgreementDrawDownCard } from './AgreementDrawDownCard';
import { AgreementLinesCard } from './AgreementLinesCard';
import { AGREEMENT_STATUS_COLORS } from './labels';

type ReasonKind = 'refuse' | 'cancel';

function ReasonDialog({ kind, agreement, onClose, onDone }: { kind: ReasonKind | null; agreement: AgreementDetail; onClose: () => void; onDone: (a: AgreementDetail) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const submit = useSubmit(
    async (v: { reason: string }) => {
      const done = kind === 'refuse' ? await agreementApi.refuse(agreement.id, { reason: v.reason ?? '' }) : await agreementApi.cancel(agreement.id, { reason: v.reason ?? '' });
      onDone(done);
    },
    { form, success: true },
  );
  if (!kind) return null;
  const title = t(`agreements.dialog.${kind}`);
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      onOk={() => void validateThen(form, submit.run)}
      okText={t('agreements.dialog.submit')}
      cancelText={t('common.actions.cancel')}
      okButtonProps={{ 'data-testid': 'agreement-dialog-ok' } as Record<string, string>}
      confirmLoading={submit.pending}
      destroyOnHidden
      maskClosable={false}
    >
      <Form form={form} layout="vertical" aria-label={title} name={`agreement-${kind}`}>
        {submit.problem && <Alert type="error" showIcon message={submit.problem} style={{ marginBottom: 16 }} />}
        <Form.Item name="reason" label={t('agreements.fields.reason')} rules={[{ required: true, whitespace: true, message: t('agreements.validation.reasonRequired') }]}>
          <Input.TextArea maxLength={500} rows={3} data-testid="agreement-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function AgreementDetailView({ side }: { side: AgreementSide }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const id = Number(useParams().id);
  const { data: a, isLoading } = useAgreement(side, Number.isInteger(id) ? id : null);
  const [dialog, setDialog] = useState<ReasonKind | null>(null);
  const payTerms = useDictOptions('TC_PAY_PERIOD').options;
  const done = (next: AgreementDetail) => {
    qc.setQueryData(agreementKeys.one(side, next.id), next);
    void qc.invalidateQueries({ queryKey: agreementKeys.list(side) });
    setDialog(null);
  };
  const send = useSubmit(async () => done(await agreementApi.send(id)), { success: true });
  const confirm = useSubmit(async () => done(await agreementApi.confirm(id)), { success: true });
  if (isLoading || !a) return <Spin />;
  const fieldLabel = (c: AgreementChange) => (['added', 'removed'].includes(c.field) ? t(`agreements.changes.${c.field}`) : t(`agreements.fields.${c.field}`));
  // Codes read as names (category, contract type); a changed supplier is named by the agreement's current supplier.
  const valueLabel = (c: AgreementChange, v: string | null) => {
    if (v === null) return '-';
    if (c.field === 'category') return t(`agreements.category.${v}`);
    if (c.field === 'contractType') return t(`agreements.contractType.${v}`);
    if (c.field === 'conditionCode') return t(`repair.code.condition.${v}`);
    if (c.field === 'certificate') return t(`repair.code.certificate.${v}`);
    if (c.field === 'companyId') return v === String(a.companyId) ? companyName(a.supplierName, a.supplierNameEn) : t('agreements.changes.otherSupplier');
    return v;
  };
  const partLabel = (c: AgreementChange) => (c.part === 'header' ? t('agreements.changes.header') : `${t(`agreements.changes.${c.part}`)} ${c.ref ?? ''}`);
  return (
    <PageContainer
      title={`${t('agreements.detail.title')} ${a.agreementNo}`}
      extra={
        <Space wrap>
          <RecordActions
            allowed={a.actions}
            defs={{
              edit: { labelKey: 'agreements.actions.edit', onClick: () => void navigate(`/agreements/${a.id}/edit`) },
              send: { labelKey: 'agreements.actions.send', onClick: () => void send.run(), confirmKey: 'agreements.confirmSend' },
              cancel: { labelKey: 'agreements.actions.cancel', onClick: () => setDialog('cancel'), danger: true },
              confirm: { labelKey: 'agreements.actions.confirm', onClick: () => void confirm.run(), confirmKey: 'agreements.confirmConfirm' },
              refuse: { labelKey: 'agreements.actions.refuse', onClick: () => setDialog('refuse'), danger: true },
            }}
          />
          <Button icon={<FilePdfOutlined aria-hidden="true" />} onClick={() => void saveFrom(AGREEMENT_ROUTES[side].pdf, { params: { id: a.id } }, `${a.agreementNo}.pdf`)} data-testid="agreement-pdf">
            {t('agreements.actions.pdf')}
          </Button>
        </Space>
      }
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        {a.status === 'refused' && a.refuseReason && <Alert type="error" showIcon message={t('agreements.refusedBecause', { reason: a.refuseReason })} />}
        {a.status === 'cancelled' && a.cancelReason && <Alert type="warning" showIcon message={t('agreements.cancelledBecause', { reason: a.cancelReason })} />}
        <Card size="small">
          <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
            <Descriptions.Item label={t('agreements.fields.title')}>{a.title}</Descriptions.Item>
            <Descriptions.Item label={t('agreements.fields.status')}>
              <span data-testid="agreement-status">
                <StatusTag value={a.status} prefix="agreements.status" colors={AGREEMENT_STATUS_COLORS} />
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('agreements.fields.version')}>{a.version}</Descriptions.Item>
            <Descriptions.Item label={t('agreements.fields.supplier')}>{companyName(a.supplierName, a.supplierNameEn)}</Descriptions.Item>
            <Descriptions.Item label={t('agreements.fields.validity')}>{`${a.validFrom} ~ ${a.validTo}`}</Descriptions.Item>
            <Descriptions.Item label={t('agreements.fields.currency')}>{a.currency}</Descriptions.Item>
            <Descriptions.Item label={t('agreements.fields.incoterms')}>{`${a.incoterms}${a.incotermsPlace ? ` ${a.incotermsPlace}` : ''}`}</Descriptions.Item>
            <Descriptions.Item label={t('agreements.fields.paymentTerms')}>{payTerms.find((o) => o.value === a.paymentTerms)?.label ?? a.paymentTerms}</Descriptions.Item>
            <Descriptions.Item label={t('agreements.fields.totalAmount')}>{fmt.amount(a.totalAmount, a.currency)}</Descriptions.Item>
            <Descriptions.Item label={t('agreements.fields.buyer')}>
              <span data-testid="agreement-buyer">{a.buyerName}</span>
            </Descriptions.Item>
            {side === 'staff' && a.approverName && <Descriptions.Item label={t('agreements.fields.approver')}>{a.approverName}</Descriptions.Item>}
            <Descriptions.Item label={t('agreements.fields.source')}>{t(`agreements.source.${a.source}`)}{a.sourceRef ? ` ${a.sourceRef}` : ''}</Descriptions.Item>
            {a.remark && <Descriptions.Item label={t('agreements.fields.remark')}>{a.remark}</Descriptions.Item>}
          </Descriptions>
        </Card>
        {a.version > 1 && (
          <Card size="small" title={t('agreements.changes.title', { version: a.version })}>
            {a.changes.length === 0 ? (
              <Empty description={t('agreements.changes.none')} />
            ) : (
              <Table<AgreementChange>
                size="small"
                rowKey={(c) => `${c.part}-${c.ref}-${c.field}`}
                pagination={false}
                dataSource={a.changes}
                data-testid="agreement-changes"
                columns={[
                  { title: t('agreements.changes.part'), key: 'part', render: (_, c) => partLabel(c) },
                  { title: t('agreements.changes.field'), key: 'field', render: (_, c) => fieldLabel(c) },
                  { title: t('agreements.changes.before'), key: 'before', render: (_, c) => valueLabel(c, c.before) },
                  { title: t('agreements.changes.after'), key: 'after', render: (_, c) => valueLabel(c, c.after) },
                ]}
              />
            )}
          </Card>
        )}
        <AgreementLinesCard a={a} />
        <AgreementDrawDownCard a={a} />
        <Card size="small" title={t('agreements.detail.clauses')}>
          {a.clauses.length === 0 ? (
            <Empty description={t('agreements.detail.noClauses')} />
          ) : (
            <Table
              size="small"
              rowKey={(c) => `${c.contractNo}-${c.clauseNo}`}
              pagination={false}
              dataSource={a.clauses}
              columns={[
                { title: t('agreements.fields.contractType'), dataIndex: 'contractType', render: (v: string) => t(`agreements.contractType.${v}`) },
                { title: t('agreements.fields.contractNo'), dataIndex: 'contractNo' },
                { title: t('agreements.fields.contractName'), dataIndex: 'contractName' },
                { title: t('agreements.fields.clauseNo'), dataIndex: 'clauseNo' },
                { title: t('agreements.fields.clauseText'), dataIndex: 'clauseText' },
              ]}
            />
          )}
        </Card>
        <Card size="small" title={t('agreements.detail.history')}>
          <Timeline
            items={a.history.map((h) => ({
              children: (
                <>
                  {fmt.dateTime(h.at)} · {t(`agreements.history.${h.action}`)}
                  {h.actorName ? ` · ${h.actorName}` : ` · ${t('agreements.history.system')}`}
                  {h.note ? ` · ${h.note}` : ''}
                </>
              ),
            }))}
          />
        </Card>
      </Space>
      <ReasonDialog kind={dialog} agreement={a} onClose={() => setDialog(null)} onDone={done} />
    </PageContainer>
  );
}
