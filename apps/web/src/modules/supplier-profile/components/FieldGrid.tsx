/**
 * Renders field specs as antd form items under a name prefix (the wizard nests steps under
 * `general`, `supply`...; a section dialog uses the root). Lists are Form.List cards with add and
 * remove. The shared schemas check the values on save; here only the required marks and sizes.
 */
import { useTranslation } from 'react-i18next';
import { Button, Card, Checkbox, Col, Form, Input, InputNumber, Row, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { CodeSelect, CountrySelect, DictSelect, TimeZoneSelect } from '../../../components/DictSelect';
import { CategoryPair, DateInput, FileKeysField, ProfileCodeSelect } from './fields';
import type { FieldSpec } from './specs';

type Name = (string | number)[];
const testId = (name: Name) => name.join('-');

/** The control of one field; Form.Item hands it `id`, `value` and `onChange` (passed on in `bound`). */
function Control({ spec, name, rootName, ...bound }: { spec: FieldSpec; name: Name; rootName: Name; id?: string; value?: never; onChange?: never }) {
  const form = Form.useFormInstance();
  const id = testId(rootName);
  const countryPath = spec.kind === 'timezone' ? [...rootName.slice(0, -1), spec.countryField] : ['__none__'];
  const country = Form.useWatch(countryPath, form) as string | undefined;
  if (spec.assigned) return <Input {...bound} readOnly disabled data-testid={id} />;
  switch (spec.kind) {
    case 'number':
      return <InputNumber {...bound} style={{ width: '100%' }} min={spec.min} precision={spec.integer ? 0 : undefined} data-testid={id} />;
    case 'date':
      return <DateInput {...bound} data-testid={id} />;
    case 'files':
      return <FileKeysField {...bound} />;
    case 'country':
      return <CountrySelect {...bound} data-testid={id} />;
    case 'timezone':
      return <TimeZoneSelect {...bound} countryCode={country} data-testid={id} />;
    case 'code':
      return <ProfileCodeSelect {...bound} list={spec.list} mode={spec.multiple ? 'multiple' : undefined} data-testid={id} />;
    case 'table':
      return <CodeSelect {...bound} table={spec.table} mode={spec.multiple ? 'multiple' : undefined} data-testid={id} />;
    case 'dict':
      return <DictSelect {...bound} domain={spec.domain} data-testid={id} />;
    default:
      void name;
      return <Input {...bound} maxLength={spec.kind === 'text' || spec.kind === 'digits' ? (spec.max ?? 60) : 60} data-testid={id} />;
  }
}

function ListField({ spec, prefix, rootPrefix }: { spec: FieldSpec & { kind: 'list' }; prefix: Name; rootPrefix: Name }) {
  const { t } = useTranslation();
  return (
    <Col span={24}>
      <Typography.Title level={5} style={{ marginTop: 8 }}>
        {t(`supplierProfile.fields.${spec.name}`)}
        {spec.required && <span className="as-required-mark"> *</span>}
      </Typography.Title>
      <Form.List name={[...prefix, spec.name]}>
        {(rows, { add, remove }) => (
          <>
            {rows.map((row, index) => (
              <Card
                key={row.key}
                size="small"
                style={{ marginBottom: 12 }}
                title={`${t(`supplierProfile.fields.${spec.name}`)} ${index + 1}`}
                extra={
                  <Button type="text" danger icon={<DeleteOutlined aria-hidden="true" />} onClick={() => remove(row.name)} aria-label={t('common.actions.delete')} data-testid={`${testId([...rootPrefix, spec.name, index])}-remove`} />
                }
              >
                <FieldGrid specs={spec.item} prefix={[row.name]} rootPrefix={[...rootPrefix, spec.name, index]} />
              </Card>
            ))}
            <Button
              type="dashed"
              icon={<PlusOutlined aria-hidden="true" />}
              onClick={() => add({})}
              disabled={spec.max !== undefined && rows.length >= spec.max}
              data-testid={`${testId([...rootPrefix, spec.name])}-add`}
              style={{ marginBottom: 16 }}
            >
              {t('supplierProfile.actions.addRow')}
            </Button>
          </>
        )}
      </Form.List>
    </Col>
  );
}

/**
 * @param prefix name prefix inside the current Form.List scope (antd relative names)
 * @param rootPrefix absolute path of the prefix in the form (for test ids and watches)
 */
export function FieldGrid({ specs, prefix, rootPrefix = prefix }: { specs: FieldSpec[]; prefix: Name; rootPrefix?: Name }) {
  const { t } = useTranslation();
  return (
    <Row gutter={16}>
      {specs.map((spec) => {
        if (spec.kind === 'list') return <ListField key={spec.name} spec={spec} prefix={prefix} rootPrefix={rootPrefix} />;
        if (spec.kind === 'category') return <CategoryPair key={spec.name} name={prefix} absName={rootPrefix} required={spec.required} testId={testId(rootPrefix)} />;
        const name = [...prefix, spec.name];
        const rootName = [...rootPrefix, spec.name];
        const span = spec.span ?? (spec.kind === 'files' ? 12 : 6);
        if (spec.kind === 'bool') {
          return (
            <Col key={spec.name} xs={24} md={span}>
              <Form.Item name={name} valuePropName="checked" required={spec.required} label={<span />} colon={false}>
                <Checkbox data-testid={testId(rootName)}>{t(`supplierProfile.fields.${spec.name}`)}</Checkbox>
              </Form.Item>
            </Col>
          );
        }
        return (
          <Col key={spec.name} xs={24} md={span}>
            <Form.Item name={name} label={t(`supplierProfile.fields.${spec.name}`)} required={spec.required} extra={spec.assigned ? t('supplierProfile.hints.vendorCodeAssigned') : undefined}>
              <Control spec={spec} name={name} rootName={rootName} />
            </Form.Item>
          </Col>
        );
      })}
    </Row>
  );
}
