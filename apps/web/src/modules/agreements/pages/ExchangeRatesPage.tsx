/**
 * Exchange rates (`/system/exchange-rates`, issue 13 item 2; D-274): the sysadmins' dated rates per
 * currency pair; add, change, delete (with confirmation) and the Excel export of the search.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, DatePicker, Form, Input, InputNumber, Modal, Select } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { RATE_CURRENCIES, type ExchangeRateRow } from '@aerosupply/shared/agreements/rates';
import { DataTable } from '../../../components/DataTable';
import { agreementRoutes } from '@aerosupply/shared/agreements/routes';
import { ExportButton } from '../../../components/ExportButton';
import { PageContainer } from '../../../components/PageContainer';
import { RecordActions } from '../../../components/RecordActions';
import { SearchForm, searchKeys, type SearchField } from '../../../components/SearchForm';
import { useSubmit, validateThen } from '../../../lib/forms';
import { useFormat } from '../../../lib/format';
import { pagedTableProps, usePagedList } from '../../../lib/usePagedList';
import { agreementApi, agreementKeys } from '../api';

interface Values {
  fromCurrency: string;
  toCurrency: string;
  rate: number;
  validFrom: Dayjs;
  note?: string;
}

export default function ExchangeRatesPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const [editing, setEditing] = useState<ExchangeRateRow | 'new' | null>(null);
  const [form] = Form.useForm<Values>();
  const currencies = RATE_CURRENCIES.map((c) => ({ value: c, label: c }));
  const fields: SearchField[] = [
    { name: 'fromCurrency', label: t('exchangeRates.fields.from'), type: 'select', options: currencies },
    { name: 'toCurrency', label: t('exchangeRates.fields.to'), type: 'select', options: currencies },
    { name: 'date', label: t('exchangeRates.fields.validFrom'), type: 'dateRange', from: 'dateFrom', to: 'dateTo' },
  ];
  const { list, query } = usePagedList(agreementKeys.rates, agreementRoutes.rates, searchKeys(fields));
  const open = (row: ExchangeRateRow | 'new') => {
    setEditing(row);
    form.resetFields();
    if (row !== 'new') form.setFieldsValue({ fromCurrency: row.fromCurrency, toCurrency: row.toCurrency, rate: row.rate, validFrom: dayjs(row.validFrom), note: row.note ?? undefined });
    else form.setFieldsValue({ toCurrency: 'CNY', validFrom: dayjs() });
  };
  const save = useSubmit(
    async (v: Values) => {
      const body = { fromCurrency: v.fromCurrency, toCurrency: v.toCurrency, rate: v.rate, validFrom: v.validFrom?.format('YYYY-MM-DD') ?? '', note: v.note || undefined };
      if (editing === 'new') await agreementApi.createRate(body);
      else if (editing) await agreementApi.updateRate(editing.id, body);
      setEditing(null);
      void query.refetch();
    },
    { form, success: true },
  );
  const remove = useSubmit(async (id: number) => {
    await agreementApi.deleteRate(id);
    void query.refetch();
  }, { success: true });
  const required = [{ required: true, message: t('agreements.validation.required') }];
  const title = editing === 'new' ? t('exchangeRates.add') : t('exchangeRates.edit');
  return (
    <PageContainer
      title={t('exchangeRates.title')}
      description={t('exchangeRates.hint')}
      extra={
        <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={() => open('new')} data-testid="rates-add">
          {t('exchangeRates.add')}
        </Button>
      }
    >
      <SearchForm fields={fields} values={list.filters} onSearch={list.setFilters} onReset={list.reset} loading={query.isFetching} />
      <DataTable<ExchangeRateRow>
        rowKey="id"
        label={t('exchangeRates.title')}
        {...pagedTableProps(list, query)}
        toolbar={<ExportButton route={agreementRoutes.ratesExport} params={list.filters} fallbackName="exchange-rates.xlsx" />}
        columns={[
          { title: t('exchangeRates.fields.from'), dataIndex: 'fromCurrency' },
          { title: t('exchangeRates.fields.to'), dataIndex: 'toCurrency' },
          { title: t('exchangeRates.fields.rate'), dataIndex: 'rate', align: 'right' },
          { title: t('exchangeRates.fields.validFrom'), dataIndex: 'validFrom' },
          { title: t('exchangeRates.fields.note'), dataIndex: 'note', render: (v: string | null) => v ?? '' },
          { title: t('exchangeRates.fields.updatedBy'), dataIndex: 'updatedBy', render: (v: string | null) => v ?? '' },
          { title: t('exchangeRates.fields.updatedAt'), dataIndex: 'updatedAt', render: (v: string) => fmt.dateTime(v) },
          {
            title: t('agreements.fields.actions'),
            key: 'actions',
            fixed: 'right',
            render: (_, r) => (
              <RecordActions
                allowed={['edit', 'delete']}
                defs={{
                  edit: { labelKey: 'exchangeRates.actions.edit', onClick: () => open(r) },
                  delete: { labelKey: 'exchangeRates.actions.delete', onClick: () => remove.run(r.id), danger: true, confirmKey: 'exchangeRates.confirmDelete' },
                }}
              />
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={title}
        onCancel={() => setEditing(null)}
        onOk={() => void validateThen(form, save.run)}
        okText={t('agreements.dialog.submit')}
        cancelText={t('common.actions.cancel')}
        confirmLoading={save.pending}
        destroyOnHidden
        maskClosable={false}
      >
        <Form<Values> form={form} layout="vertical" name="exchange-rate" aria-label={title}>
          {save.problem && <Alert type="error" showIcon message={save.problem} style={{ marginBottom: 16 }} />}
          <Form.Item name="fromCurrency" label={t('exchangeRates.fields.from')} rules={required}>
            <Select options={currencies} />
          </Form.Item>
          <Form.Item name="toCurrency" label={t('exchangeRates.fields.to')} rules={required}>
            <Select options={currencies} />
          </Form.Item>
          <Form.Item name="rate" label={t('exchangeRates.fields.rate')} rules={required} extra={t('exchangeRates.rateHint')}>
            <InputNumber min={0.00000001} precision={8} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="validFrom" label={t('exchangeRates.fields.validFrom')} rules={required}>
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="note" label={t('exchangeRates.fields.note')}>
            <Input maxLength={200} />
          </Form.Item>
        </Form>
      </Modal>
    </PageContainer>
  );
}
