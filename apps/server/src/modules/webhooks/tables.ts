/** Outbound events, webhook endpoints and their deliveries (migration 1070, issue 33). */
import type { ColumnType, Generated } from 'kysely';
import type { WebhookDeliveryStatus } from '@aerosupply/shared/webhooks/schemas';
import type { StatusColumn } from '../../db/columns';

type Int8 = ColumnType<string, string | number | bigint, string | number | bigint>;

export interface OutboundEventsTable {
  /** The feed's sequence (a bigint, read as a string). */
  id: Generated<string>;
  /** The Standard Webhooks message id (`webhook-id`), `msg_…`. */
  msg_id: string;
  type: string;
  subject_type: string;
  subject_id: string;
  payload: ColumnType<Record<string, unknown>, string, never>;
  created_at: ColumnType<Date, Date | undefined, never>;
  /** Whether the delivery job has written its deliveries (D-650); false from the insert until then. */
  fanned_out: Generated<boolean>;
}

export interface WebhookEndpointsTable {
  id: Generated<number>;
  url: string;
  description: string;
  event_types: ColumnType<string[], string, string>;
  secret: string;
  previous_secret: string | null;
  previous_secret_until: Date | null;
  enabled: boolean;
  disabled_reason: 'manual' | 'failing' | null;
  failing_since: Date | null;
  /** The endpoint gets the events after this sequence number: those recorded after it was created (D-650). */
  from_event_id: ColumnType<string, string | number | bigint | undefined, string | number | bigint>;
  created_by: number | null;
  created_at: ColumnType<Date, Date, never>;
  updated_at: Date;
}

export interface WebhookDeliveriesTable {
  id: Generated<string>;
  endpoint_id: number;
  event_id: Int8;
  /** `<subject type>:<subject id>`: deliveries of one endpoint and subject go out in event order. */
  subject_key: string;
  status: StatusColumn<WebhookDeliveryStatus>;
  attempts: Generated<number>;
  next_attempt_at: Date | null;
  last_status_code: number | null;
  last_error: string | null;
  last_attempt_at: Date | null;
  delivered_at: Date | null;
  created_at: Generated<Date>;
}

export interface WebhookTables {
  outbound_events: OutboundEventsTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
}

declare module '../../db/schema' {
  interface DB extends WebhookTables {}
}
