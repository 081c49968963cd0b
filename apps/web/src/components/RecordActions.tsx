/**
 * Row actions from the record's server-computed `actions` list (architecture: the web shows the
 * buttons the server allows and never re-derives the rules). Each action may ask for confirmation.
 * In a list row (inside the list kit's table or cards) more than three actions fit as the first two
 * (the page lists them by importance) plus a "More" menu (issue 28 item 1, D-662); a record's page
 * shows them all.
 */
import { createContext, useContext } from 'react';
import { Button, Dropdown, Modal, Popconfirm, Space } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../lib/feedback';

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

/** An action that asks its confirmation, runs `run`, says `doneText` and then calls `then` (usually the list's refresh). */
export function confirmedAction(def: Pick<ActionDef, 'labelKey' | 'danger'> & { confirmKey: string }, run: () => Promise<unknown>, doneText: string, then: () => void): ActionDef {
  return {
    ...def,
    onClick: async () => {
      await run();
      showSuccess(doneText);
      then();
    },
  };
}

/** Set by the list kit around its rows: row actions then fold into a menu past three. */
export const RowActionsContext = createContext(false);
/** A list row shows up to this many actions; past it, the first two and "More" with the rest. */
export const ROW_MAX_INLINE_ACTIONS = 3;
const ROW_INLINE_WHEN_FOLDED = 2;

export function RecordActions({ allowed, defs, always = [] }: RecordActionsProps) {
  const { t } = useTranslation();
  const [modal, modalHolder] = Modal.useModal();
  const inRow = useContext(RowActionsContext);
  const names = Object.keys(defs).filter((name) => always.includes(name) || (allowed ?? []).includes(name));
  if (names.length === 0) return null;
  const folded = inRow && names.length > ROW_MAX_INLINE_ACTIONS;
  const inline = folded ? names.slice(0, ROW_INLINE_WHEN_FOLDED) : names;
  const menu = folded ? names.slice(ROW_INLINE_WHEN_FOLDED) : [];
  const run = (name: string) => {
    const def = defs[name]!;
    if (!def.confirmKey) return void def.onClick();
    modal.confirm({ title: t(def.confirmKey), okText: t('common.actions.confirm'), cancelText: t('common.actions.cancel'), okButtonProps: { danger: def.danger }, onOk: () => def.onClick() });
  };
  return (
    <>
      {menu.length > 0 && modalHolder}
      <Space size={4} wrap>
        {inline.map((name) => {
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
        {menu.length > 0 && (
          <Dropdown trigger={['click']} menu={{ items: menu.map((name) => ({ key: name, label: t(defs[name]!.labelKey), danger: defs[name]!.danger })), onClick: ({ key }) => run(key) }}>
            <Button type="link" size="small" data-testid="row-actions-more">
              {t('common.actions.more')}
              <DownOutlined aria-hidden="true" />
            </Button>
          </Dropdown>
        )}
      </Space>
    </>
  );
}
