/** Picks open purchase requirements to pull into an RFx (each becomes an item linked to it). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input, Modal, Table } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { sourcingRoutes } from '@aerosupply/shared/sourcing/routes';
import type { RequirementRow } from '@aerosupply/shared/sourcing/responses';
import { call } from '../../../lib/api/call';

export interface RequirementPickerProps {
  open: boolean;
  /** Requirements already on the RFx (not offered again). */
  taken: readonly number[];
  onClose: () => void;
  onPick: (rows: RequirementRow[]) => void;
}

export function RequirementPicker({ open, taken, onClose, onPick }: RequirementPickerProps) {
  const { t } = useTranslation();
  const [pn, setPn] = useState('');
  const [selected, setSelected] = useState<RequirementRow[]>([]);
  const query = useQuery({
    queryKey: ['sourcing', 'requirements', 'picker', pn],
    queryFn: () => call(sourcingRoutes.requirements, { query: { status: 'open', pageSize: 100, ...(pn ? { materialPn: pn } : {}) } }),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const rows = (query.data?.rows ?? []).filter((r) => !taken.includes(r.id));
  return (
    <Modal
      open={open}
      title={t('sourcing.rfx.fromRequirements')}
      width={900}
      onCancel={onClose}
      onOk={() => {
        onPick(selected);
        setSelected([]);
      }}
      okButtonProps={{ disabled: selected.length === 0, 'data-testid': 'picker-add' } as unknown as Record<string, string>}
      okText={t('sourcing.actions.create')}
      destroyOnHidden
    >
      <Input.Search allowClear placeholder={t('sourcing.fields.materialPn')} onSearch={setPn} style={{ marginBottom: 12, maxWidth: 320 }} aria-label={t('sourcing.fields.materialPn')} />
      <Table<RequirementRow>
        rowKey="id"
        size="small"
        loading={query.isFetching}
        dataSource={rows}
        pagination={false}
        scroll={{ y: 360 }}
        locale={{ emptyText: t('common.table.empty') }}
        rowSelection={{ selectedRowKeys: selected.map((r) => r.id), onChange: (_, picked) => setSelected(picked) }}
        columns={[
          { key: 'number', title: t('sourcing.fields.number'), dataIndex: 'number' },
          { key: 'materialPn', title: t('sourcing.fields.materialPn'), dataIndex: 'materialPn' },
          { key: 'description', title: t('sourcing.fields.description'), dataIndex: 'description', ellipsis: true },
          { key: 'quantity', title: t('sourcing.fields.quantity'), dataIndex: 'quantity', render: (v: number, r) => `${v} ${r.unit}` },
          { key: 'requiredDate', title: t('sourcing.fields.requiredDate'), dataIndex: 'requiredDate', render: (v: string | null) => v ?? '-' },
        ]}
      />
    </Modal>
  );
}

/** The RFx item of a requirement. */
export function itemOfRequirement(r: RequirementRow) {
  const v = <T,>(x: T | null) => x ?? undefined;
  return {
    requirementId: r.id,
    materialType: v(r.materialType) as '1' | undefined,
    materialPn: r.materialPn,
    description: r.description,
    quantity: r.quantity,
    unit: r.unit,
    deliveryDeadline: v(r.requiredDate),
    deliveryLocation: v(r.deliveryLocation),
    budgetPrice: v(r.budgetPrice),
    budgetCurrency: v(r.currency),
    manufacturerCode: v(r.manufacturerCode),
    manufacturerName: v(r.manufacturerName),
  };
}
