/**
 * Rate cards per forwarder and route with effective dates (issue 17 item 4; staff,
 * 'logistics.bills.rates'): each bill's expected amount is max(minimum charge, kg x rate) of the
 * card in force on its invoice date (D-362).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Col, DatePicker, Form, Input, InputNumber, Modal, Row, Select } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useQueryClient } from '@tanstack/react-query';
import { CURRENCIES, TRANSPORT_MODES } from '@aerosupply/shared/freight-bills/codes';
import { freightBillRoutes } from '@aerosupply/shared/freight-bills/routes';
import type { RateCardInput, RateCardView } from '@aerosupply/shared/freight-bills/schemas';
import { DataTable } from '../../../components/DataTable';
import { PageContainer } from '../../../components/PageContainer';
import { confirmedAction, RecordActions } from '../../../components/RecordActions';
import { SearchForm, searchKeys, type SearchField } from '../../../components/SearchForm';
import { companyName } from '../../../lib/company-name';
import { clearEditedErrors, useSubmit, validateThen } from '../../../lib/forms';
import { useFormat } from '../../../lib/format';
import { pagedTableProps, usePagedList } from '../../../lib/usePagedList';
import { billApi, billKeys, useForwarders } from '../api';
import { useCodeLabel } from '../components/labels';

type Values = Omit<RateCardInput, 'effectiveFrom' | 'effectiveTo'> & { effectiveFrom?: Dayjs; effectiveTo?: Dayjs | null };

function RateCardDialog({ card, open, onClose, onSaved }: { card: RateCardView | null; open: boolean; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const code = useCodeLabel();
  const forwarders = useForwarders(open);
  const [form] = Form.useForm<Values>();
  const submit = useSubmit(
    async (v: Values) => {
      const body = { ...v, effectiveFrom: v.effectiveFrom ? v.effectiveFrom.format('YYYY-MM-DD') : '', effectiveTo: v.effectiveTo ? v.effectiveTo.format('YYYY-MM-DD') : null } as RateCardInput;
      if (card) await billApi.updateRate(card.id, body);
      else await billApi.createRate(body);
      onSaved();
    },
    { form, success: true },
  );
  const { reset } = submit;
  useEffect(() => {
    if (!open) return;
    reset();
    form.resetFields();
    if (card) form.setFieldsValue({ ...card, remark: card.remark ?? undefined, effectiveFrom: dayjs(card.effectiveFrom), effectiveTo: card.effectiveTo ? dayjs(card.effectiveTo) : null });
    else form.setFieldsValue({ transportMode: 'air', currency: 'CNY', minCharge: 0, effectiveFrom: dayjs() });
  }, [open, card, form, reset]);
  const f = (k: string) => t(`freight-bills.fields.${k}`);
  return (
    <Modal
      open={open}
      width={720}
      title={card ? t('freight-bills.rates.editTitle') : t('freight-bills.rates.createTitle')}
      okText={t('common.actions.save')}
      cancelText={t('common.actions.cancel')}
      confirmLoading={submit.pending}
      onOk={() => void validateThen(form, submit.run)}
      onCancel={onClose}
    >
      {submit.problem && <Alert type="error" showIcon message={submit.problem} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" name="rate-card" onValuesChange={(changed) => clearEditedErrors(form, changed)}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="forwarderId" label={f('forwarder')} required>
              <Select loading={forwarders.isLoading} options={(forwarders.data ?? []).map((o) => ({ value: o.id, label: companyName(o.name, o.nameEn) }))} data-testid="rate-forwarder" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="transportMode" label={f('transportMode')} required>
              <Select options={TRANSPORT_MODES.map((m) => ({ value: m, label: code('transportMode', m) }))} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="currency" label={f('currency')} required>
              <Select options={CURRENCIES.map((c) => ({ value: c, label: c }))} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="origin" label={f('origin')} required>
              <Input maxLength={60} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="destination" label={f('destination')} required>
              <Input maxLength={60} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="ratePerKg" label={f('ratePerKg')} required>
              <InputNumber min={0} precision={4} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="minCharge" label={f('minCharge')}>
              <InputNumber min={0} precision={2} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="effectiveFrom" label={f('effectiveFrom')} required>
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="effectiveTo" label={f('effectiveTo')}>
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="remark" label={f('remark')}>
              <Input maxLength={200} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}

export default function RateCardsPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const qc = useQueryClient();
  const code = useCodeLabel();
  const [editing, setEditing] = useState<{ card: RateCardView | null } | null>(null);
  const forwarders = useForwarders();
  const fields: SearchField[] = [
    { name: 'forwarderId', label: t('freight-bills.fields.forwarder'), type: 'select', options: (forwarders.data ?? []).map((o) => ({ value: String(o.id), label: companyName(o.name, o.nameEn) })), loading: forwarders.isLoading },
    { name: 'origin', label: t('freight-bills.fields.origin') },
    { name: 'destination', label: t('freight-bills.fields.destination') },
    { name: 'transportMode', label: t('freight-bills.fields.transportMode'), type: 'select', options: TRANSPORT_MODES.map((m) => ({ value: m, label: code('transportMode', m) })) },
    { name: 'onDate', label: t('freight-bills.fields.onDate'), type: 'date' },
  ];
  const { list, query } = usePagedList(billKeys.rates, freightBillRoutes.rateCards, searchKeys(fields));
  const refresh = () => void qc.invalidateQueries({ queryKey: billKeys.all });
  const title = t('freight-bills.rates.title');
  return (
    <PageContainer
      title={title}
      extra={
        <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={() => setEditing({ card: null })} data-testid="rate-create">
          {t('freight-bills.rates.create')}
        </Button>
      }
    >
      <SearchForm fields={fields} values={list.filters} onSearch={list.setFilters} onReset={list.reset} loading={query.isFetching} />
      <DataTable<RateCardView>
        rowKey="id"
        label={title}
        {...pagedTableProps(list, query)}
        columns={[
          { key: 'forwarder', title: t('freight-bills.fields.forwarder'), render: (_, r) => companyName(r.forwarderName, r.forwarderNameEn) },
          { key: 'route', title: t('freight-bills.fields.route'), render: (_, r) => `${r.origin} → ${r.destination}` },
          { key: 'transportMode', title: t('freight-bills.fields.transportMode'), dataIndex: 'transportMode', render: (v: string) => code('transportMode', v) },
          { key: 'ratePerKg', title: t('freight-bills.fields.ratePerKg'), align: 'right', render: (_, r) => `${fmt.amount(r.ratePerKg, r.currency)} / kg` },
          { key: 'minCharge', title: t('freight-bills.fields.minCharge'), align: 'right', render: (_, r) => fmt.amount(r.minCharge, r.currency) },
          { key: 'effectiveFrom', title: t('freight-bills.fields.effectiveFrom'), dataIndex: 'effectiveFrom' },
          { key: 'effectiveTo', title: t('freight-bills.fields.effectiveTo'), dataIndex: 'effectiveTo', render: (v: string | null) => v ?? t('freight-bills.rates.openEnded') },
          { key: 'remark', title: t('freight-bills.fields.remark'), dataIndex: 'remark', ellipsis: true, render: (v: string | null) => v ?? '-' },
          {
            key: 'actions',
            title: t('freight-bills.fields.actions'),
            fixed: 'right',
            render: (_, r) => (
              <RecordActions
                allowed={r.actions}
                defs={{
                  edit: { labelKey: 'freight-bills.actions.edit', onClick: () => setEditing({ card: r }) },
                  delete: confirmedAction({ labelKey: 'freight-bills.actions.delete', danger: true, confirmKey: 'freight-bills.confirm.deleteRate' }, () => billApi.removeRate(r.id), t('freight-bills.done.deleted'), refresh),
                }}
              />
            ),
          },
        ]}
      />
      <RateCardDialog
        open={editing !== null}
        card={editing?.card ?? null}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          refresh();
        }}
      />
    </PageContainer>
  );
}
