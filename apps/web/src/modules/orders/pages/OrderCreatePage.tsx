/**
 * A buyer creates a purchase order by hand (issue 14 item 1, D-223): the same body and checks as
 * the ERP's intake; one delivery line per item (its quantity and date). Server errors land on the
 * fields (amounts, supplier, units).
 */
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert, Button, Card, Col, DatePicker, Form, Input, InputNumber, Row, Select, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { ORDER_CURRENCIES, ORDER_TYPES, ORDER_UNITS, ORDER_VAT_RATES, type OrderIntake } from '@aerosupply/shared/orders/schemas';
import { PageContainer } from '../../../components/PageContainer';
import { showWarning } from '../../../lib/feedback';
import { useSubmit, validateThen } from '../../../lib/forms';
import { useUserInfo } from '../../../lib/user';
import { orderApi } from '../api';
import { DictSelect } from '../../../components/DictSelect';

interface ItemValues {
  itemNo: number;
  partNumber: string;
  description?: string;
  quantity: number;
  unit: string;
  unitPrice: number;
  vatRate: number;
  requestedShipDate: Dayjs;
  shipToCode: string;
  agreementNo?: string;
  agreementLineNo?: number | null;
}

interface Values {
  orderNo: string;
  vendorCode: string;
  purchaseDept: string;
  orderType: OrderIntake['orderType'];
  orderDate: Dayjs;
  buyerName: string;
  currency: string;
  paymentTerms?: string;
  incoterms?: string;
  deliveryAddress?: string;
  invoiceAddress?: string;
  remark?: string;
  fee?: number | null;
  vatInvoice?: { company?: string; taxId?: string; address?: string; tel?: string; bank?: string; account?: string };
  items: ItemValues[];
}

const day = (d: Dayjs) => d.format('YYYY-MM-DD');

export default function OrderCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const info = useUserInfo();
  const [form] = Form.useForm<Values>();
  const submit = useSubmit(
    async (v: Values) => {
      const answer = await orderApi.create({
        orderNo: v.orderNo,
        version: 1,
        vendorCode: v.vendorCode,
        purchaseDept: v.purchaseDept,
        orderType: v.orderType,
        orderDate: day(v.orderDate),
        buyerName: v.buyerName,
        currency: v.currency,
        paymentTerms: v.paymentTerms,
        incoterms: v.incoterms,
        deliveryAddress: v.deliveryAddress,
        invoiceAddress: v.invoiceAddress,
        remark: v.remark,
        vatInvoice: v.vatInvoice,
        fee: v.fee ?? 0,
        items: v.items.map((i) => ({
          itemNo: i.itemNo,
          partNumber: i.partNumber,
          description: i.description,
          quantity: i.quantity,
          unit: i.unit as OrderIntake['items'][number]['unit'],
          unitPrice: i.unitPrice,
          vatRate: i.vatRate,
          requestedShipDate: day(i.requestedShipDate),
          deliveryLines: [{ shipToCode: i.shipToCode, quantity: i.quantity, needByDate: day(i.requestedShipDate) }],
          agreementNo: i.agreementNo?.trim() || undefined,
          agreementLineNo: i.agreementLineNo ?? undefined,
        })),
      });
      // What the setting let through beyond an agreement (D-612), in the user's language; the order's history keeps it.
      if (answer?.warnings?.length) showWarning(answer.warnings.map((w) => w.message).join(' '));
      if (answer) void navigate(`/orders/${answer.id}`);
    },
    { form, success: true },
  );
  const required = [{ required: true, message: t('orders.validation.required') }];
  const text = (name: keyof Values | [string, string], label: string, max = 60, rules = false) => (
    <Col xs={24} md={12} xl={8} key={String(name)}>
      <Form.Item name={name} label={label} rules={rules ? required : []}>
        <Input maxLength={max} autoComplete="off" />
      </Form.Item>
    </Col>
  );
  return (
    <PageContainer title={t('orders.create.title')}>
      <Form<Values>
        form={form}
        layout="vertical"
        name="order-create"
        aria-label={t('orders.create.title')}
        initialValues={{ orderType: 'standard', currency: 'CNY', buyerName: info?.user.realName, fee: 0, items: [{ itemNo: 10, unit: 'EA', vatRate: 13 }] }}
      >
        {submit.problem && <Alert type="error" showIcon message={submit.problem} style={{ marginBottom: 16 }} />}
        <Card size="small" title={t('orders.detail.header')} style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            {text('orderNo', t('orders.fields.orderNo'), 20, true)}
            {text('vendorCode', t('orders.consignment.vendorCode'), 10, true)}
            {text('purchaseDept', t('orders.fields.purchaseDept'), 60, true)}
            <Col xs={24} md={12} xl={8}>
              <Form.Item name="orderType" label={t('orders.fields.orderType')} rules={required}>
                <Select options={ORDER_TYPES.map((v) => ({ value: v, label: t(`orders.orderType.${v}`) }))} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} xl={8}>
              <Form.Item name="orderDate" label={t('orders.fields.orderDate')} rules={required}>
                <DatePicker style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            {text('buyerName', t('orders.fields.buyer'), 60, true)}
            <Col xs={24} md={12} xl={8}>
              <Form.Item name="currency" label={t('orders.fields.currency')} rules={required}>
                <Select options={ORDER_CURRENCIES.map((v) => ({ value: v, label: v }))} />
              </Form.Item>
            </Col>
            {/* Codes of their dictionaries, as the server checks them (D-562). */}
            <Col xs={24} md={12} xl={8}>
              <Form.Item name="paymentTerms" label={t('orders.fields.paymentTerms')}>
                <DictSelect domain="TC_PAY_PERIOD" data-testid="order-paymentTerms" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12} xl={8}>
              <Form.Item name="incoterms" label={t('orders.fields.incoterms')}>
                <DictSelect domain="TC_ICT_TYPE" data-testid="order-incoterms" />
              </Form.Item>
            </Col>
            {text('deliveryAddress', t('orders.fields.deliveryAddress'), 200)}
            {text('invoiceAddress', t('orders.fields.invoiceAddress'), 200)}
            <Col xs={24} md={12} xl={8}>
              <Form.Item name="fee" label={t('orders.fields.fee')}>
                <InputNumber min={0} precision={2} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            {text('remark', t('orders.fields.remark'), 500)}
          </Row>
        </Card>
        <Card size="small" title={t('orders.detail.vatInvoice')} style={{ marginBottom: 16 }}>
          <Row gutter={16}>
            {text(['vatInvoice', 'company'], t('orders.vat.company'), 100)}
            {text(['vatInvoice', 'taxId'], t('orders.vat.taxId'), 30)}
            {text(['vatInvoice', 'address'], t('orders.vat.address'), 200)}
            {text(['vatInvoice', 'tel'], t('orders.vat.tel'), 30)}
            {text(['vatInvoice', 'bank'], t('orders.vat.bank'), 100)}
            {text(['vatInvoice', 'account'], t('orders.vat.account'), 40)}
          </Row>
        </Card>
        <Card size="small" title={t('orders.detail.items')} style={{ marginBottom: 16 }}>
          <Form.List name="items">
            {(fields, { add, remove }) => (
              <>
                {fields.map((f) => (
                  <Row gutter={8} key={f.key} align="bottom">
                    <Col xs={12} md={3} xl={2}>
                      <Form.Item name={[f.name, 'itemNo']} label={t('orders.fields.itemNo')} rules={required}>
                        <InputNumber min={1} precision={0} style={{ width: '100%' }} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={5} xl={3}>
                      <Form.Item name={[f.name, 'partNumber']} label={t('orders.fields.partNumber')} rules={required}>
                        <Input maxLength={60} autoComplete="off" />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={8} xl={4}>
                      <Form.Item name={[f.name, 'description']} label={t('orders.fields.description')}>
                        <Input maxLength={200} autoComplete="off" />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={4} xl={2}>
                      <Form.Item name={[f.name, 'quantity']} label={t('orders.fields.quantity')} rules={required}>
                        <InputNumber min={0.001} precision={3} style={{ width: '100%' }} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={4} xl={2}>
                      <Form.Item name={[f.name, 'unit']} label={t('orders.fields.unit')} rules={required}>
                        <Select options={ORDER_UNITS.map((v) => ({ value: v, label: v }))} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={5} xl={3}>
                      <Form.Item name={[f.name, 'unitPrice']} label={t('orders.fields.unitPrice')} rules={required}>
                        <InputNumber min={0} precision={4} style={{ width: '100%' }} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={4} xl={2}>
                      <Form.Item name={[f.name, 'vatRate']} label={t('orders.fields.vatRate')} rules={required}>
                        <Select options={ORDER_VAT_RATES.map((v) => ({ value: v, label: `${v}%` }))} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={5} xl={3}>
                      <Form.Item name={[f.name, 'requestedShipDate']} label={t('orders.fields.requestedShipDate')} rules={required}>
                        <DatePicker style={{ width: '100%' }} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={4} xl={2}>
                      <Form.Item name={[f.name, 'shipToCode']} label={t('orders.fields.shipToCode')} rules={required}>
                        <Input maxLength={20} autoComplete="off" />
                      </Form.Item>
                    </Col>
                    {/* The agreement line the item draws on (D-610): number and line, both or neither. */}
                    <Col xs={12} md={5} xl={3}>
                      <Form.Item name={[f.name, 'agreementNo']} label={t('orders.fields.agreementNo')}>
                        <Input maxLength={30} autoComplete="off" data-testid={`item-agreementNo-${f.name}`} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={4} xl={2}>
                      <Form.Item name={[f.name, 'agreementLineNo']} label={t('orders.fields.agreementLineNo')}>
                        <InputNumber min={1} precision={0} style={{ width: '100%' }} data-testid={`item-agreementLineNo-${f.name}`} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={2} xl={1}>
                      <Form.Item>
                        <Button aria-label={t('orders.create.removeItem')} icon={<DeleteOutlined aria-hidden="true" />} disabled={fields.length === 1} onClick={() => remove(f.name)} />
                      </Form.Item>
                    </Col>
                  </Row>
                ))}
                <Button icon={<PlusOutlined aria-hidden="true" />} onClick={() => add({ itemNo: (fields.length + 1) * 10, unit: 'EA', vatRate: 13 })}>
                  {t('orders.create.addItem')}
                </Button>
              </>
            )}
          </Form.List>
        </Card>
        <Space>
          <Button type="primary" loading={submit.pending} onClick={() => void validateThen(form, submit.run)} data-testid="order-create-save">
            {t('orders.create.save')}
          </Button>
          <Button onClick={() => void navigate('/orders')}>{t('common.actions.cancel')}</Button>
        </Space>
      </Form>
    </PageContainer>
  );
}
