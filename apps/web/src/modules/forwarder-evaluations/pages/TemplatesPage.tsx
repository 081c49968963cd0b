/**
 * Questionnaire templates of forwarder evaluations (issue 17 item 6; staff): name in both
 * languages, questions (text in both languages, 1-5 score or yes/no, weight). An edit makes a new
 * version; evaluations already started keep the questions they were started with (D-410).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Col, Form, Input, InputNumber, Modal, Row, Select, Switch, Tag } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { QUESTION_KINDS } from '@aerosupply/shared/forwarder-evaluations/score';
import { forwarderEvaluationRoutes } from '@aerosupply/shared/forwarder-evaluations/routes';
import type { TemplateInput, TemplateView } from '@aerosupply/shared/forwarder-evaluations/schemas';
import { DataTable } from '../../../components/DataTable';
import { PageContainer } from '../../../components/PageContainer';
import { confirmedAction, RecordActions } from '../../../components/RecordActions';
import { SearchForm, searchKeys, type SearchField } from '../../../components/SearchForm';
import { clearEditedErrors, useSubmit, validateThen } from '../../../lib/forms';
import { useFormat } from '../../../lib/format';
import { pagedTableProps, usePagedList } from '../../../lib/usePagedList';
import { useTableSort } from '../../../lib/useTableSort';
import { evaluationApi, evaluationKeys } from '../api';
import { bilingual } from '../components/labels';

const SORTABLE = ['name', 'updatedAt'];

function TemplateDialog({ template, open, onClose, onSaved }: { template: TemplateView | null; open: boolean; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TemplateInput>();
  const submit = useSubmit(
    async (v: TemplateInput) => {
      if (template) await evaluationApi.updateTemplate(template.id, v);
      else await evaluationApi.createTemplate(v);
      onSaved();
    },
    { form, success: true },
  );
  const { reset } = submit;
  useEffect(() => {
    if (!open) return;
    reset();
    form.resetFields();
    if (template) form.setFieldsValue({ name: template.name, nameEn: template.nameEn, description: template.description ?? undefined, active: template.active, questions: template.questions });
    else form.setFieldsValue({ active: true, questions: [{ text: '', textEn: '', kind: 'score', weight: 1 }] });
  }, [open, template, form, reset]);
  const f = (k: string) => t(`evaluations.template.${k}`);
  return (
    <Modal
      open={open}
      width={900}
      title={template ? f('editTitle') : f('createTitle')}
      okText={t('common.actions.save')}
      cancelText={t('common.actions.cancel')}
      confirmLoading={submit.pending}
      onOk={() => void validateThen(form, submit.run)}
      onCancel={onClose}
    >
      {submit.problem && <Alert type="error" showIcon message={submit.problem} style={{ marginBottom: 16 }} />}
      {template && template.evaluations > 0 && <Alert type="info" showIcon message={f('versionHint')} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" name="evaluation-template" onValuesChange={(changed) => clearEditedErrors(form, changed)}>
        <Row gutter={16}>
          <Col xs={24} md={10}>
            <Form.Item name="name" label={f('name')} rules={[{ required: true, whitespace: true, message: f('nameRequired') }]}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={10}>
            <Form.Item name="nameEn" label={f('nameEn')} rules={[{ required: true, whitespace: true, message: f('nameRequired') }]}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={4}>
            <Form.Item name="active" label={f('active')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="description" label={f('description')}>
              <Input maxLength={500} />
            </Form.Item>
          </Col>
        </Row>
        <Form.List name="questions">
          {(items, { add, remove }) => (
            <>
              {items.map((item, i) => (
                <Row gutter={8} key={item.key} align="bottom">
                  <Col xs={24} md={8}>
                    <Form.Item name={[item.name, 'text']} label={`${i + 1}. ${f('text')}`} rules={[{ required: true, whitespace: true, message: f('textRequired') }]}>
                      <Input maxLength={300} />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={8}>
                    <Form.Item name={[item.name, 'textEn']} label={f('textEn')} rules={[{ required: true, whitespace: true, message: f('textRequired') }]}>
                      <Input maxLength={300} />
                    </Form.Item>
                  </Col>
                  <Col xs={10} md={3}>
                    <Form.Item name={[item.name, 'kind']} label={f('kind')}>
                      <Select options={QUESTION_KINDS.map((k) => ({ value: k, label: t(`evaluations.kind.${k}`) }))} />
                    </Form.Item>
                  </Col>
                  <Col xs={10} md={3}>
                    <Form.Item name={[item.name, 'weight']} label={f('weight')}>
                      <InputNumber min={1} max={100} precision={0} style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  <Col xs={4} md={2}>
                    <Form.Item>
                      <Button danger type="text" icon={<DeleteOutlined aria-hidden="true" />} aria-label={f('removeQuestion')} disabled={items.length <= 1} onClick={() => remove(item.name)} />
                    </Form.Item>
                  </Col>
                </Row>
              ))}
              <Button icon={<PlusOutlined aria-hidden="true" />} onClick={() => add({ text: '', textEn: '', kind: 'score', weight: 1 })}>
                {f('addQuestion')}
              </Button>
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}

export default function TemplatesPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const qc = useQueryClient();
  const [editing, setEditing] = useState<{ template: TemplateView | null } | null>(null);
  const f = (k: string) => t(`evaluations.template.${k}`);
  const fields: SearchField[] = [
    { name: 'name', label: f('name') },
    { name: 'active', label: f('active'), type: 'select', options: [{ value: 'true', label: f('activeYes') }, { value: 'false', label: f('activeNo') }] },
  ];
  const { list, query } = usePagedList(evaluationKeys.templates, forwarderEvaluationRoutes.templates, [...searchKeys(fields), 'sort', 'order']);
  const sorting = useTableSort<TemplateView>(list, SORTABLE);
  const refresh = () => void qc.invalidateQueries({ queryKey: evaluationKeys.templates });
  const title = f('title');
  return (
    <PageContainer
      title={title}
      extra={
        <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={() => setEditing({ template: null })} data-testid="template-create">
          {f('create')}
        </Button>
      }
    >
      <SearchForm fields={fields} values={list.filters} onSearch={sorting.onSearch} onReset={list.reset} loading={query.isFetching} />
      <DataTable<TemplateView>
        rowKey="id"
        label={title}
        {...pagedTableProps(list, query)}
        onChange={sorting.onChange}
        columns={[
          { key: 'name', title: f('name'), sorter: true, sortOrder: sorting.sortOrder('name'), render: (_, r) => bilingual(r.name, r.nameEn) },
          { key: 'questions', title: f('questions'), align: 'right', render: (_, r) => r.questions.length },
          { key: 'version', title: f('version'), align: 'right', dataIndex: 'version' },
          { key: 'evaluations', title: f('evaluations'), align: 'right', dataIndex: 'evaluations' },
          { key: 'active', title: f('active'), render: (_, r) => <Tag color={r.active ? 'success' : 'default'}>{r.active ? f('activeYes') : f('activeNo')}</Tag> },
          { key: 'updatedAt', title: t('evaluations.fields.updatedAt'), dataIndex: 'updatedAt', sorter: true, sortOrder: sorting.sortOrder('updatedAt'), render: (v: string) => fmt.dateTime(v) },
          {
            key: 'actions',
            title: t('evaluations.fields.actions'),
            fixed: 'right',
            render: (_, r) => (
              <RecordActions
                allowed={r.actions}
                defs={{
                  edit: { labelKey: 'evaluations.actions.edit', onClick: () => setEditing({ template: r }) },
                  delete: confirmedAction({ labelKey: 'evaluations.actions.delete', danger: true, confirmKey: 'evaluations.confirm.deleteTemplate' }, () => evaluationApi.removeTemplate(r.id), t('evaluations.done.deleted'), refresh),
                }}
              />
            ),
          },
        ]}
      />
      <TemplateDialog
        open={editing !== null}
        template={editing?.template ?? null}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          refresh();
        }}
      />
    </PageContainer>
  );
}
