/**
 * The function-permission setting of a role (spec 001 §2): the server's tree (groups -> screens ->
 * permission keys, titles in the UI language) as a checkable antd Tree. The value is the list of
 * checked permission keys (leaves only); groups and screens check themselves from their children.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Empty, Flex, Spin, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import type { PermissionTreeNode } from '@aerosupply/shared/admin/schemas';
import { usePermissionTree } from '../api';

function toData(nodes: PermissionTreeNode[]): DataNode[] {
  return nodes.map((n) => ({
    key: n.key,
    title: n.kind === 'permission' ? (
      <span>
        {n.title} <Typography.Text type="secondary">({n.permission})</Typography.Text>
      </span>
    ) : (
      n.title
    ),
    children: n.children?.length ? toData(n.children) : undefined,
  }));
}

function leaves(nodes: PermissionTreeNode[], out: string[] = []): string[] {
  for (const n of nodes) {
    if (n.kind === 'permission' && n.permission) out.push(n.permission);
    if (n.children) leaves(n.children, out);
  }
  return out;
}

function branchKeys(nodes: PermissionTreeNode[], out: string[] = []): string[] {
  for (const n of nodes) {
    if (n.children?.length) {
      out.push(n.key);
      branchKeys(n.children, out);
    }
  }
  return out;
}

export interface PermissionTreeProps {
  value?: string[];
  onChange?: (value: string[]) => void;
  disabled?: boolean;
  /** Accessible name of the tree. */
  label: string;
  id?: string;
}

export function PermissionTree({ value = [], onChange, disabled, label, id }: PermissionTreeProps) {
  const { t } = useTranslation();
  const tree = usePermissionTree();
  const nodes = useMemo(() => tree.data ?? [], [tree.data]);
  const data = useMemo(() => toData(nodes), [nodes]);
  const allLeaves = useMemo(() => leaves(nodes), [nodes]);
  const leafSet = useMemo(() => new Set(allLeaves), [allLeaves]);
  const expanded = useMemo(() => branchKeys(nodes), [nodes]);

  if (tree.isLoading) return <Spin />;
  if (!nodes.length) return <Empty description={t('common.table.empty')} />;

  const checked = value.filter((k) => leafSet.has(k));
  return (
    <div id={id}>
      <Flex gap={8} wrap align="center" style={{ marginBottom: 8 }}>
        <Typography.Text type="secondary" data-testid="permission-count">
          {t('admin.roles.tree.selected', { n: checked.length, total: allLeaves.length })}
        </Typography.Text>
        <Button size="small" disabled={disabled} onClick={() => onChange?.([...allLeaves])}>
          {t('admin.roles.tree.selectAll')}
        </Button>
        <Button size="small" disabled={disabled} onClick={() => onChange?.([])}>
          {t('admin.roles.tree.clear')}
        </Button>
      </Flex>
      <Tree
        checkable
        selectable={false}
        disabled={disabled}
        treeData={data}
        defaultExpandedKeys={expanded}
        checkedKeys={checked}
        onCheck={(keys) => {
          const list = Array.isArray(keys) ? keys : keys.checked;
          onChange?.(list.map(String).filter((k) => leafSet.has(k)));
        }}
        aria-label={label}
        data-testid="permission-tree"
      />
    </div>
  );
}
