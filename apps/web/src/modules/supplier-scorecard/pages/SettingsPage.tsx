/**
 * Scorecard criteria (`/suppliers/scorecard-settings`, issue 31 item 1; 'supplier.scorecard.manage'):
 * each criterion is a formula of the fixed catalogue, a weight, the lowest scores of grades A, B and
 * C, and the formula's parameter where it has one; weights add up to 100. Saving makes a new version
 * (scores name the version they were computed with). Below, a month computed now for every supplier.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, DatePicker, Form, InputNumber, Popconfirm, Select, Skeleton, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { FORMULAS, type FormulaCode } from '@aerosupply/shared/supplier-scorecard/formulas';
import type { SettingsBody, SettingsView } from '@aerosupply/shared/supplier-scorecard/schemas';
import { PageContainer } from '../../../components/PageContainer';
import { isApiError } from '../../../lib/api/client';
import { showSuccess } from '../../../lib/feedback';
import { applyFieldErrors, clearEditedErrors } from '../../../lib/forms';
import { useFormat } from '../../../lib/format';
import { scorecardApi, scorecardKeys } from '../api';

type FormValues = SettingsBody;

const toForm = (s: SettingsView): FormValues => ({ criteria: s.criteria.map((c) => ({ formula: c.formula, weight: c.weight, thresholds: c.thresholds, param: c.param })), totalThresholds: s.totalThresholds });

/** The lowest scores of grades A, B and C as one field (its errors sit under the three numbers). */
function ThresholdsInput({ value, onChange }: { value?: { a: number; b: number; c: number }; onChange?: (v: { a: number; b: number; c: number }) => void }) {
  const { t } = useTranslation();
  const v = value ?? { a: 90, b: 75, c: 60 };
  return (
    <Space.Compact>
      {(['a', 'b', 'c'] as const).map((g) => (
        <InputNumber
          key={g}
          min={0}
          max={100}
          value={v[g]}
          onChange={(n) => onChange?.({ ...v, [g]: n ?? 0 })}
          addonBefore={g.toUpperCase()}
          aria-label={t('scorecard.settings.threshold', { grade: g.toUpperCase() })}
          style={{ width: 110 }}
        />
      ))}
    </Space.Compact>
  );
}

export default function SettingsPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const qc = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [month, setMonth] = useState<Dayjs>(dayjs().subtract(1, 'month'));
  const [computing, setComputing] = useState(false);
  const settings = useQuery({ queryKey: scorecardKeys.settings, queryFn: scorecardApi.settings });
  const criteria = Form.useWatch('criteria', form) ?? [];
  const sum = criteria.reduce((n, c) => n + (Number(c?.weight) || 0), 0);

  const save = async (values: FormValues) => {
    setProblem(null);
    setSaving(true);
    try {
      const saved = await scorecardApi.saveSettings({ ...values, criteria: values.criteria.map((c) => ({ ...c, param: c.param ?? null })) });
      qc.setQueryData(scorecardKeys.settings, saved);
      form.setFieldsValue(toForm(saved));
      showSuccess(t('scorecard.settings.saved', { version: saved.version }));
    } catch (err) {
      applyFieldErrors(form, err);
      // A rule over the whole list (weights) has no row to sit on: it is said above the list.
      if (isApiError(err)) setProblem(err.fields.filter((f) => f.path === 'criteria' || f.path === 'totalThresholds').map((f) => f.message).join(' ') || (err.fields.length ? null : err.message));
    } finally {
      setSaving(false);
    }
  };

  const compute = async () => {
    setComputing(true);
    try {
      const r = await scorecardApi.compute(month.format('YYYY-MM'));
      await qc.invalidateQueries({ queryKey: scorecardKeys.all });
      showSuccess(t('scorecard.settings.computed', { month: r.month, suppliers: r.suppliers, seconds: r.seconds }));
    } catch (err) {
      if (isApiError(err)) setProblem(err.fields[0]?.message ?? err.message);
    } finally {
      setComputing(false);
    }
  };

  if (!settings.data) return <Skeleton active />;
  const data = settings.data;
  const formulaOptions = data.formulas.map((f) => ({ value: f.code, label: `${t(`scorecard.group.${f.group}`)} · ${t(`scorecard.formula.${f.code}`)}` }));
  return (
    <PageContainer title={t('scorecard.settings.title')} description={t('scorecard.settings.description')}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Text type="secondary">
          {t('scorecard.settings.version', { version: data.version, at: fmt.dateTime(data.updatedAt), by: data.updatedByName ?? t('scorecard.settings.system') })}
        </Typography.Text>
        {problem && <Alert type="error" showIcon message={problem} data-testid="settings-problem" />}
        <Form<FormValues> form={form} layout="vertical" initialValues={toForm(data)} onFinish={(v) => void save(v)} onValuesChange={(changed) => clearEditedErrors(form, changed)}>
          <Card size="small" title={t('scorecard.settings.criteria')} extra={<Typography.Text type={sum === 100 ? 'success' : 'danger'} data-testid="weight-sum">{t('scorecard.settings.sum', { sum })}</Typography.Text>}>
            <Form.List name="criteria">
              {(rows, { add, remove }) => (
                <Space direction="vertical" style={{ width: '100%' }}>
                  {rows.map((row) => {
                    const code = criteria[row.name]?.formula as FormulaCode | undefined;
                    const param = code && FORMULAS[code] ? FORMULAS[code].param : undefined;
                    return (
                      <Space key={row.key} wrap align="start" data-testid="criterion-row">
                        <Form.Item name={[row.name, 'formula']} label={t('scorecard.col.criterion')} style={{ minWidth: 320, marginBottom: 8 }}>
                          <Select options={formulaOptions} showSearch optionFilterProp="label" />
                        </Form.Item>
                        <Form.Item name={[row.name, 'weight']} label={t('scorecard.col.weight')} style={{ marginBottom: 8 }}>
                          <InputNumber min={0} max={100} precision={0} style={{ width: 90 }} />
                        </Form.Item>
                        <Form.Item name={[row.name, 'thresholds']} label={t('scorecard.settings.thresholds')} style={{ marginBottom: 8 }}>
                          <ThresholdsInput />
                        </Form.Item>
                        <Form.Item name={[row.name, 'param']} label={param ? t(`scorecard.param.${code}`) : t('scorecard.settings.noParam')} style={{ marginBottom: 8 }}>
                          <InputNumber min={param?.min} max={param?.max} disabled={!param} placeholder={param ? String(param.default) : '-'} style={{ width: 120 }} />
                        </Form.Item>
                        <Form.Item label=" " style={{ marginBottom: 8 }}>
                          <Popconfirm title={t('scorecard.settings.removeConfirm')} onConfirm={() => remove(row.name)} okText={t('common.actions.confirm')} cancelText={t('common.actions.cancel')}>
                            <Button icon={<DeleteOutlined />} aria-label={t('scorecard.settings.remove')} />
                          </Popconfirm>
                        </Form.Item>
                      </Space>
                    );
                  })}
                  <Button icon={<PlusOutlined />} onClick={() => add({ formula: undefined, weight: 0, thresholds: { a: 90, b: 75, c: 60 }, param: null })}>
                    {t('scorecard.settings.add')}
                  </Button>
                </Space>
              )}
            </Form.List>
          </Card>
          <Card size="small" title={t('scorecard.settings.totalThresholds')} style={{ marginTop: 16 }}>
            <Form.Item name="totalThresholds" style={{ marginBottom: 0 }}>
              <ThresholdsInput />
            </Form.Item>
          </Card>
          <Button type="primary" htmlType="submit" loading={saving} style={{ marginTop: 16 }}>
            {t('common.actions.save')}
          </Button>
        </Form>
        <Card size="small" title={t('scorecard.settings.computeTitle')}>
          <Space wrap>
            <DatePicker picker="month" value={month} onChange={(d) => d && setMonth(d)} allowClear={false} disabledDate={(d) => d.isAfter(dayjs(), 'month')} aria-label={t('scorecard.settings.month')} />
            <Popconfirm title={t('scorecard.settings.computeConfirm', { month: month.format('YYYY-MM') })} onConfirm={() => void compute()} okText={t('common.actions.confirm')} cancelText={t('common.actions.cancel')}>
              <Button loading={computing}>{t('scorecard.settings.compute')}</Button>
            </Popconfirm>
          </Space>
        </Card>
      </Space>
    </PageContainer>
  );
}
