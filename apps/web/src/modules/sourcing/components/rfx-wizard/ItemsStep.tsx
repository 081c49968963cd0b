/** Wizard step 2: the items, added by hand or pulled from open requirements, each with its clauses. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Popconfirm, Space, Table } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { RequirementRow } from '@aerosupply/shared/sourcing/responses';
import { ItemDialog } from '../ItemDialog';
import { RequirementPicker } from '../RequirementPicker';
import type { RfxItemInput } from './rfx-form';

export interface ItemsStepProps {
  items: RfxItemInput[];
  setItems: (update: (prev: RfxItemInput[]) => RfxItemInput[]) => void;
  /** Requirement numbers by id, for the items that came from a requirement. */
  reqNumbers: Record<number, string>;
  addRequirements: (rows: RequirementRow[]) => void;
}

export function ItemsStep({ items, setItems, reqNumbers, addRequirements }: ItemsStepProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const [editing, setEditing] = useState<{ index: number | null; item: RfxItemInput | null } | null>(null);
  const [picking, setPicking] = useState(false);
  const f = (key: string) => t(`sourcing.fields.${key}`);
  return (
    <>
      <Space style={{ marginBottom: 12 }} wrap>
        <Button icon={<PlusOutlined aria-hidden="true" />} onClick={() => setEditing({ index: null, item: { incoterms: form.getFieldValue('incoterms'), deliveryLocation: form.getFieldValue('deliveryLocation'), paymentTerm: form.getFieldValue('paymentTerm') } as RfxItemInput })} data-testid="rfx-add-item">
          {t('sourcing.rfx.addItem')}
        </Button>
        <Button onClick={() => setPicking(true)} data-testid="rfx-from-requirements">
          {t('sourcing.rfx.fromRequirements')}
        </Button>
      </Space>
      <Table<RfxItemInput & { key: number }>
        size="small"
        pagination={false}
        dataSource={items.map((i, n) => ({ ...i, key: n }))}
        locale={{ emptyText: t('sourcing.rfx.noItems') }}
        scroll={{ x: 'max-content' }}
        data-testid="rfx-items"
        columns={[
          { key: 'line', title: f('lineNo'), render: (_, __, n) => (n + 1) * 10 },
          { key: 'materialPn', title: f('materialPn'), dataIndex: 'materialPn' },
          { key: 'description', title: f('description'), dataIndex: 'description' },
          { key: 'quantity', title: f('quantity'), render: (_, i) => `${i.quantity} ${i.unit || 'EA'}` },
          { key: 'requirement', title: f('requirement'), render: (_, i) => (i.requirementId ? (reqNumbers[i.requirementId] ?? i.requirementId) : '-') },
          { key: 'budget', title: f('budgetPrice'), render: (_, i) => (i.budgetPrice !== undefined ? `${i.budgetPrice} ${i.budgetCurrency ?? ''}` : '-') },
          { key: 'clauses', title: t('sourcing.rfx.clauses'), render: (_, i) => i.clauses?.length ?? 0 },
          {
            key: 'actions',
            title: f('actions'),
            render: (_, i, n) => (
              <Space size={4}>
                <Button type="link" size="small" icon={<EditOutlined aria-hidden="true" />} onClick={() => setEditing({ index: n, item: i })}>
                  {t('sourcing.actions.edit')}
                </Button>
                <Popconfirm title={t('sourcing.rfx.confirmRemove')} onConfirm={() => setItems((prev) => prev.filter((_, k) => k !== n))}>
                  <Button type="link" size="small" danger icon={<DeleteOutlined aria-hidden="true" />}>
                    {t('sourcing.actions.remove')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <ItemDialog
        open={editing !== null}
        initial={editing?.item ?? null}
        onClose={() => setEditing(null)}
        onSave={(saved) => {
          const item = saved as RfxItemInput;
          setItems((prev) => (editing?.index === null || editing?.index === undefined ? [...prev, item] : prev.map((x, k) => (k === editing.index ? item : x))));
          setEditing(null);
        }}
      />
      <RequirementPicker
        open={picking}
        taken={items.flatMap((i) => (i.requirementId ? [i.requirementId] : []))}
        onClose={() => setPicking(false)}
        onPick={(rows) => {
          addRequirements(rows);
          setPicking(false);
        }}
      />
    </>
  );
}
