/**
 * Row actions from the record's server-computed `actions` list (architecture: the web shows the
 * buttons the server allows and never re-derives the rules). Each action may ask for confirmation.
 */
import { Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';

export interface ActionDef {
  /** i18n key of the button text. */
  labelKey: string;
  onClick: () => void | Promise<unknown>;
  danger?: boolean;
  /** i18n key of a confirmation question; without it the action runs at once. */
  confirmKey?: string;
}

export interface RecordActionsProps {
  /** Actions the server allows on this record now (`record.actions`). */
  allowed: readonly string[] | undefined;
  defs: Record<string, ActionDef>;
  /** Actions always shown whatever `allowed` says (e.g. 'view'). */
  always?: readonly string[];
}

export function RecordActions({ allowed, defs, always = [] }: RecordActionsProps) {
  const { t } = useTranslation();
  const names = Object.keys(defs).filter((name) => always.includes(name) || (allowed ?? []).includes(name));
  if (names.length === 0) return null;
  return (
    <Space size={4} wrap>
      {names.map((name) => {
        const def = defs[name]!;
        const button = (
          <Button key={name} type="link" size="small" danger={def.danger} onClick={def.confirmKey ? undefined : () => void def.onClick()}>
            {t(def.labelKey)}
          </Button>
        );
        if (!def.confirmKey) return button;
        return (
          <Popconfirm
            key={name}
            title={t(def.confirmKey)}
            okText={t('common.actions.confirm')}
            cancelText={t('common.actions.cancel')}
            onConfirm={() => def.onClick()}
          >
            {button}
          </Popconfirm>
        );
      })}
    </Space>
  );
}
