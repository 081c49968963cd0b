/** Create or edit a capability list application (spec 001 §2): procurement type, supply ability, qualification status, categories (with buyers), items. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Button, Card, Col, Form, Input, Row, Select, Space, Spin, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { capabilityBodySchema, PROCUREMENT_TYPES, QUALIFICATION_STATUSES, SUPPLY_ABILITIES, type CapabilityBody } from '@aerosupply/shared/capabilities/schemas';
import { PageContainer } from '../../../components/PageContainer';
import { isApiError } from '../../../lib/api/client';
import { showError, showSuccess } from '../../../lib/feedback';
import { applyFieldErrors, clearEditedErrors, SCROLL_TO_FIRST_ERROR } from '../../../lib/forms';
import { CategoryPair, clean, schemaProblems, showProblems } from '../../supplier-profile';
import { capabilityApi, capabilityKeys, useCapability } from '../api';


function Choice({ list, prefix, ...rest }: { list: readonly string[]; prefix: string; value?: string; onChange?: (v: string) => void; 'data-testid'?: string }) {
  const { t } = useTranslation();
  return <Select {...rest} placeholder={t('common.placeholders.select')} options={list.map((v) => ({ value: v, label: t(`capabilities.${prefix}.${v}`) }))} />;
}

export default function CapabilityFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { id } = useParams();
  const appId = id ? Number(id) : null;
  const existing = useCapability(appId);
  const [form] = Form.useForm<CapabilityBody>();
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (existing.data) form.setFieldsValue({ ...existing.data, remarks: existing.data.remarks ?? undefined } as CapabilityBody);
    else if (!appId) form.setFieldsValue({ categories: [{} as CapabilityBody['categories'][number]], items: [] });
  }, [existing.data, appId, form]);

  const save = async () => {
    const body = clean(form.getFieldsValue(true)) as CapabilityBody;
    const picked = { procurementType: body.procurementType, supplyAbility: body.supplyAbility, qualificationStatus: body.qualificationStatus, categories: body.categories ?? [], items: body.items ?? [], remarks: body.remarks };
    if (showProblems(form, schemaProblems(capabilityBodySchema, picked))) return;
    try {
      await form.validateFields();
    } catch {
      return;
    }
    setPending(true);
    try {
      const saved = appId ? await capabilityApi.update(appId, picked) : await capabilityApi.create(picked);
      showSuccess(t('common.messages.saved'));
      await qc.invalidateQueries({ queryKey: capabilityKeys.all });
      void navigate(`/sup/capabilities/${saved.id}`);
    } catch (err) {
      if (!applyFieldErrors(form, err) || (isApiError(err) && err.status !== 400)) showError(isApiError(err) ? err.message : t('common.errors.unexpected'));
      else if (isApiError(err)) showError(err.message);
    } finally {
      setPending(false);
    }
  };

  if (appId && existing.isLoading) return <Spin />;
  return (
    <PageContainer title={appId ? t('capabilities.form.editTitle') : t('capabilities.form.createTitle')}>
      <Form<CapabilityBody> form={form} layout="vertical" scrollToFirstError={SCROLL_TO_FIRST_ERROR} onValuesChange={(changed) => clearEditedErrors(form, changed)}>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="procurementType" label={t('capabilities.fields.procurementType')} required>
              <Choice list={PROCUREMENT_TYPES} prefix="procurementType" data-testid="capability-procurementType" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="supplyAbility" label={t('capabilities.fields.supplyAbility')} required>
              <Choice list={SUPPLY_ABILITIES} prefix="supplyAbility" data-testid="capability-supplyAbility" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="qualificationStatus" label={t('capabilities.fields.qualificationStatus')} required>
              <Choice list={QUALIFICATION_STATUSES} prefix="qualificationStatus" data-testid="capability-qualificationStatus" />
            </Form.Item>
          </Col>
        </Row>
        <Typography.Title level={5}>{t('capabilities.fields.categories')}</Typography.Title>
        <Form.List name="categories">
          {(rows, { add, remove }) => (
            <>
              {rows.map((row, index) => (
                <Row gutter={16} key={row.key} align="bottom">
                  <CategoryPair name={[row.name]} absName={['categories', row.name]} required span={10} testId={`capability-categories-${index}`} />
                  <Col xs={24} md={4}>
                    <Form.Item>
                      <Button danger icon={<DeleteOutlined aria-hidden="true" />} onClick={() => remove(row.name)} aria-label={t('common.actions.delete')} />
                    </Form.Item>
                  </Col>
                </Row>
              ))}
              <Button type="dashed" icon={<PlusOutlined aria-hidden="true" />} onClick={() => add({})} style={{ marginBottom: 16 }}>
                {t('capabilities.actions.addCategory')}
              </Button>
            </>
          )}
        </Form.List>
        <Typography.Title level={5}>{t('capabilities.fields.items')}</Typography.Title>
        <Form.List name="items">
          {(rows, { add, remove }) => (
            <>
              {rows.map((row, index) => (
                <Card key={row.key} size="small" style={{ marginBottom: 12 }} title={`${t('capabilities.fields.items')} ${index + 1}`} extra={<Button type="text" danger icon={<DeleteOutlined aria-hidden="true" />} onClick={() => remove(row.name)} aria-label={t('common.actions.delete')} />}>
                  <Row gutter={16}>
                    <Col xs={24} md={6}>
                      <Form.Item name={[row.name, 'partNumber']} label={t('capabilities.fields.partNumber')} required>
                        <Input maxLength={60} />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={6}>
                      <Form.Item name={[row.name, 'description']} label={t('capabilities.fields.description')}>
                        <Input maxLength={60} />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={4}>
                      <Form.Item name={[row.name, 'manufacturer']} label={t('capabilities.fields.manufacturer')}>
                        <Input maxLength={60} />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={4}>
                      <Form.Item name={[row.name, 'ability']} label={t('capabilities.fields.supplyAbility')} required>
                        <Choice list={SUPPLY_ABILITIES} prefix="supplyAbility" />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={4}>
                      <Form.Item name={[row.name, 'certificate']} label={t('capabilities.fields.certificate')}>
                        <Input maxLength={60} />
                      </Form.Item>
                    </Col>
                  </Row>
                </Card>
              ))}
              <Button type="dashed" icon={<PlusOutlined aria-hidden="true" />} onClick={() => add({})} style={{ marginBottom: 16 }}>
                {t('capabilities.actions.addItem')}
              </Button>
            </>
          )}
        </Form.List>
        <Form.Item name="remarks" label={t('capabilities.fields.remarks')}>
          <Input maxLength={60} />
        </Form.Item>
      </Form>
      <Space>
        <Button onClick={() => void navigate('/sup/capabilities')}>{t('common.actions.back')}</Button>
        <Button type="primary" loading={pending} onClick={() => void save()} data-testid="capability-save">
          {t('common.actions.save')}
        </Button>
      </Space>
    </PageContainer>
  );
}
