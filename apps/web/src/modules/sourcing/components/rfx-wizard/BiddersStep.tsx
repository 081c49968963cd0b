/** Wizard step 4: the project team with the opening password holder, and the invited bidders. */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Col, Form, List, Row, Select, Space, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import '@aerosupply/shared/supplier-control/messages';
import { translate } from '@aerosupply/shared/i18n/messages';
import { currentLang } from '../../../../lib/i18n';
import { BidderScore, useBidderScores } from '../../../supplier-scorecard';
import { sourcingApi, useTeamCandidates } from '../../api';
import type { WizardBidder } from './rfx-form';

export interface BiddersStepProps {
  bidders: WizardBidder[];
  setBidders: (update: (prev: WizardBidder[]) => WizardBidder[]) => void;
}

/** A bidder's name in the reader's language. */
export const bidderNameOf = (b: WizardBidder) => (currentLang() === 'en' && b.nameEn ? b.nameEn : b.name);

export function BiddersStep({ bidders, setBidders }: BiddersStepProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const [bidderQuery, setBidderQuery] = useState('');
  const team = useTeamCandidates();
  const candidates = useQuery({ queryKey: ['sourcing', 'bidder-candidates', bidderQuery], queryFn: () => sourcingApi.bidderCandidates(bidderQuery), staleTime: 10_000 });
  // The newest month score of the candidates and the chosen bidders (issue 31 item 3).
  const scores = useBidderScores([...bidders.map((b) => b.companyId), ...(candidates.data ?? []).map((c) => c.companyId)]);
  const scoreText = (companyId: number) => {
    const sc = scores.data?.find((x) => x.companyId === companyId);
    return sc && sc.total !== null ? ` · ${t('scorecard.bidder.score')} ${sc.total.toFixed(1)} ${sc.grade ?? ''}` : '';
  };
  const teamIds = Form.useWatch('team', form) as number[] | undefined;
  const teamOptions = useMemo(() => (team.data ?? []).map((u) => ({ value: u.userId, label: `${u.name} (${u.account})` })), [team.data]);
  const lang = currentLang();
  const f = (key: string) => t(`sourcing.fields.${key}`);
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="team" label={f('team')}>
            <Select mode="multiple" options={teamOptions} loading={team.isLoading} optionFilterProp="label" data-testid="rfx-team" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="passwordHolderId" label={t('sourcing.rfx.holder')}>
            <Select options={teamOptions.filter((o) => (teamIds ?? []).includes(o.value))} data-testid="rfx-holder" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label={f('bidders')} htmlFor="rfx-bidder-search">
        <Select<number>
          id="rfx-bidder-search"
          showSearch={{ filterOption: false, onSearch: setBidderQuery }}
          placeholder={t('sourcing.rfx.bidderSearch')}
          value={null}
          loading={candidates.isFetching}
          data-testid="rfx-bidder-search"
          options={(candidates.data ?? []).map((c) => ({
            value: c.companyId,
            disabled: c.refusal !== null || bidders.some((b) => b.companyId === c.companyId),
            label: `${c.vendorCode ?? ''} ${bidderNameOf(c)}${scoreText(c.companyId)}${c.refusal ? ` — ${translate(c.refusal, lang)}` : ''}`,
          }))}
          onChange={(id) => {
            const c = candidates.data?.find((x) => x.companyId === id);
            if (c && !bidders.some((b) => b.companyId === id)) setBidders((prev) => [...prev, c]);
          }}
        />
      </Form.Item>
      <List
        bordered
        size="small"
        dataSource={bidders}
        locale={{ emptyText: t('sourcing.rfx.noBidders') }}
        data-testid="rfx-bidders"
        renderItem={(b) => (
          <List.Item
            actions={[
              <Button key="remove" type="link" danger size="small" onClick={() => setBidders((prev) => prev.filter((x) => x.companyId !== b.companyId))}>
                {t('sourcing.actions.remove')}
              </Button>,
            ]}
          >
            <Space>
              <Tag>{b.vendorCode}</Tag>
              {bidderNameOf(b)}
              <BidderScore companyId={b.companyId} scores={scores.data} />
            </Space>
          </List.Item>
        )}
      />
    </>
  );
}
