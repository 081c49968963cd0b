/**
 * Official supplier edits (zsSupManagement edit / editP / editS / editA): general data, purchasing
 * data, supply scope and address/contacts; each save is on the timeline and goes to SAP.
 */
import { useParams } from 'react-router';
import { Button, Card, Empty, Form, Input, Select, Space, Spin, Tabs } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { BodyOf } from '@aerosupply/shared/http/contract';
import type { officialEditRoutes, OfficialEditSection } from '@aerosupply/shared/supplier-directory/routes';
import { DictSelect } from '../../../components/DictSelect';
import { PageContainer } from '../../../components/PageContainer';
import { useSubmit } from '../../../lib/forms';
import { supplierApi, useRefreshSuppliers, useSupplierDetail, type SupplierDetail } from '../api';
import { supplierName } from '../../../lib/company-name';

function SectionForm({ section, initial, companyId, children }: { section: OfficialEditSection; initial: Record<string, unknown>; companyId: number; children: React.ReactNode }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const refresh = useRefreshSuppliers();
  const { run, pending } = useSubmit(async (values: Record<string, unknown>) => {
    await supplierApi.editOfficial(companyId, section, values as BodyOf<(typeof officialEditRoutes)[OfficialEditSection]>);
    await refresh();
  }, { form, success: true });
  return (
    <Form form={form} layout="vertical" initialValues={initial} onFinish={(v: Record<string, unknown>) => void run(v)} style={{ maxWidth: 720 }}>
      {children}
      <Form.Item name="comment" label={t('suppliers.fields.comment')}>
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={pending}>
        {t('suppliers.actions.saveAndSync')}
      </Button>
    </Form>
  );
}

export default function EditOfficialPage() {
  const { t } = useTranslation();
  const id = Number(useParams().companyId);
  const detail = useSupplierDetail(id);
  const d: SupplierDetail | undefined = detail.data;
  if (!d) return <Spin spinning={detail.isLoading}>{detail.isError ? <Empty /> : <div style={{ minHeight: 200 }} />}</Spin>;
  const md = d.masterData;
  const max = { max: 60, message: t('suppliers.messages.tooLong') };
  return (
    <PageContainer title={`${t('suppliers.actions.edit')} · ${supplierName(d)}`}>
      <Card size="small">
        <Tabs
          items={[
            {
              key: 'general',
              label: t('suppliers.edit.general'),
              children: (
                <SectionForm section="general" companyId={id} initial={{ name: d.name, nameEn: d.nameEn ?? '', taxId: d.taxId ?? '', website: md.website ?? '', supplierType: d.supplierType }}>
                  <Form.Item name="name" label={t('suppliers.fields.company')} rules={[{ required: true, message: t('suppliers.messages.required') }, max]}>
                    <Input />
                  </Form.Item>
                  <Form.Item name="nameEn" label={t('suppliers.fields.nameEn')} rules={[max]}>
                    <Input />
                  </Form.Item>
                  <Form.Item name="taxId" label={t('suppliers.fields.taxId')} rules={[max]}>
                    <Input />
                  </Form.Item>
                  <Form.Item name="website" label={t('suppliers.fields.website')} rules={[max]}>
                    <Input />
                  </Form.Item>
                  <Form.Item name="supplierType" label={t('suppliers.fields.procurementType')}>
                    <Select placeholder={t('common.placeholders.select')} options={['aircraft', 'general'].map((v) => ({ value: v, label: t(`suppliers.supplierType.${v}`) }))} />
                  </Form.Item>
                </SectionForm>
              ),
            },
            {
              key: 'purchasing',
              label: t('suppliers.edit.purchasing'),
              children: (
                <SectionForm section="purchasing" companyId={id} initial={{ purchaseOrg: md.purchaseOrg ?? undefined, purchaseGroup: md.purchaseGroup ?? undefined, paymentTerms: md.paymentTerms ?? undefined, incoterms: md.incoterms ?? undefined, currency: md.currency ?? undefined }}>
                  <Form.Item name="purchaseOrg" label={t('suppliers.fields.purchaseOrg')}>
                    <DictSelect domain="TC_SUPPLIER_ORG" allowClear />
                  </Form.Item>
                  <Form.Item name="purchaseGroup" label={t('suppliers.fields.purchaseGroup')}>
                    <DictSelect domain="TC_GROUP_TYPE" allowClear />
                  </Form.Item>
                  <Form.Item name="paymentTerms" label={t('suppliers.fields.paymentTerms')}>
                    <DictSelect domain="TC_PAY_PERIOD" allowClear />
                  </Form.Item>
                  <Form.Item name="incoterms" label={t('suppliers.fields.incoterms')}>
                    <DictSelect domain="TC_ICT_TYPE" allowClear />
                  </Form.Item>
                  <Form.Item name="currency" label={t('suppliers.fields.currency')}>
                    <DictSelect domain="TC_CURRENCY" allowClear />
                  </Form.Item>
                </SectionForm>
              ),
            },
            {
              key: 'scope',
              label: t('suppliers.edit.scope'),
              children: (
                <SectionForm section="scope" companyId={id} initial={{ categories: md.categories }}>
                  <Form.List name="categories">
                    {(items, { add, remove }) => (
                      <>
                        {items.map((item) => (
                          <Space key={item.key} align="baseline">
                            <Form.Item name={[item.name, 'level1']} label={t('suppliers.fields.category1')} rules={[{ required: true, message: t('suppliers.messages.required') }]}>
                              <Input maxLength={20} />
                            </Form.Item>
                            <Form.Item name={[item.name, 'level2']} label={t('suppliers.fields.category2')}>
                              <Input maxLength={20} />
                            </Form.Item>
                            <MinusCircleOutlined aria-label={t('suppliers.actions.remove')} onClick={() => remove(item.name)} />
                          </Space>
                        ))}
                        <Button type="dashed" icon={<PlusOutlined aria-hidden="true" />} onClick={() => add({ level1: '', level2: '' })} style={{ marginBottom: 12 }}>
                          {t('suppliers.actions.addCategory')}
                        </Button>
                      </>
                    )}
                  </Form.List>
                </SectionForm>
              ),
            },
            {
              key: 'address',
              label: t('suppliers.edit.address'),
              children: (
                <SectionForm section="address" companyId={id} initial={{ ...md.address, contacts: md.contacts }}>
                  {(['street', 'city', 'province', 'postalCode', 'country'] as const).map((k) => (
                    <Form.Item key={k} name={k} label={t(`suppliers.address.${k}`)} rules={[max]}>
                      <Input />
                    </Form.Item>
                  ))}
                  <Form.List name="contacts">
                    {(items, { add, remove }) => (
                      <>
                        {items.map((item) => (
                          <Space key={item.key} align="baseline" wrap>
                            <Form.Item name={[item.name, 'name']} label={t('suppliers.contact.name')} rules={[{ required: true, message: t('suppliers.messages.required') }]}>
                              <Input maxLength={60} />
                            </Form.Item>
                            <Form.Item name={[item.name, 'position']} label={t('suppliers.contact.position')}>
                              <Input maxLength={60} />
                            </Form.Item>
                            <Form.Item name={[item.name, 'email']} label={t('suppliers.contact.email')}>
                              <Input maxLength={60} />
                            </Form.Item>
                            <Form.Item name={[item.name, 'phone']} label={t('suppliers.contact.phone')}>
                              <Input maxLength={20} />
                            </Form.Item>
                            <MinusCircleOutlined aria-label={t('suppliers.actions.remove')} onClick={() => remove(item.name)} />
                          </Space>
                        ))}
                        <Button type="dashed" icon={<PlusOutlined aria-hidden="true" />} onClick={() => add({ name: '' })} style={{ marginBottom: 12 }}>
                          {t('suppliers.actions.addContact')}
                        </Button>
                      </>
                    )}
                  </Form.List>
                </SectionForm>
              ),
            },
          ]}
        />
      </Card>
    </PageContainer>
  );
}
