/**
 * Every migration in order. A module adds `NNNN_<module>_<what>.ts` and one line here; names sort
 * by their number, and a migration never changes once it has landed.
 */
import type { Migration } from 'kysely';
import * as m0001 from './0001_platform';
import * as m0002 from './0002_session_families';
import * as m0003 from './0003_download_tokens';
import * as m0004 from './0004_freeze_reason_unknown_accounts';
import * as m0005 from './0005_timeline';
import * as m0100 from './0100_admin_indexes';
import * as m0150 from './0150_dict_files_outbox';
import * as m0151 from './0151_files_attached_at';
import * as m0160 from './0160_imports';
import * as m0170 from './0170_notifications';
import * as m0200 from './0200_invitations';
import * as m0201 from './0201_account_recovery';
import * as m0300 from './0300_supplier_profiles';
import * as m0301 from './0301_supplier_profile_children';
import * as m0302 from './0302_capabilities';
import * as m0400 from './0400_supplier_directory';
import * as m0401 from './0401_supplier_review';
import * as m0402 from './0402_supplier_control';
import * as m0403 from './0403_blacklist';
import * as m0404 from './0404_auditors';
import * as m0405 from './0405_sap_sync';
import * as m0406 from './0406_expiry_watch';
import * as m0407 from './0407_official_search';
import * as m0408 from './0408_short_name_search';
import * as m0415 from './0415_supplier_events_to_timeline';
import * as m0500 from './0500_purchase_orders';
import * as m0501 from './0501_consignment_stock';
import * as m0510 from './0510_order_line_dates';
import * as m0511 from './0511_order_list_indexes';
import * as m0512 from './0512_order_pending_indexes';

// sourcing (issue 12)
import * as m0600 from './0600_sourcing';
import * as m0850 from './0850_freight_bills';
import * as m0700 from './0700_agreements';
import * as m0610 from './0610_sourcing_quotations';
import * as m0900 from './0900_repair';
import * as m0910 from './0910_repair_price_rounds';
import * as m0911 from './0911_repair_core_return';
import * as m0950 from './0950_logistics_rpa';
import * as m0940 from './0940_forwarder_evaluations';
import * as m0960 from './0960_logistics_report_order';
import * as m0970 from './0970_shipment_milestone_times';
import * as m0975 from './0975_allotment_shipments';
import * as m0976 from './0976_forwarder_work_lists';
import * as m0990 from './0990_repair_list_indexes';
import * as m0991 from './0991_repair_return_paths';
import * as m0996 from './0996_order_receipts';
import * as m1000 from './1000_forwarder_profiles';
import * as m1030 from './1030_agreement_award_fidelity';
import * as m1050 from './1050_order_attachments';
import * as m1070 from './1070_webhooks';
import * as m1100 from './1100_staff_sso';
import * as m1080 from './1080_second_factors';
import * as m1081 from './1081_security_keys';
import * as m1110 from './1110_supplier_scorecard';
import * as m1090 from './1090_order_agreement_draw';
import * as m1130 from './1130_webhooks_fanout';
import * as m1150 from './1150_search_trigram_indexes';
import * as m1160 from './1160_search_list_indexes';
import * as m1170 from './1170_employee_requests';
import * as m1031 from './1031_rfx_clause_types';
import * as m1040 from './1040_shipment_leg_times';
import * as m1060 from './1060_rfx_flags';
import * as m1020 from './1020_allotment_base_ports';
import * as m1010 from './1010_order_item_requests';
import * as m0980 from './0980_freight_bill_matching';
import * as m0930 from './0930_outside_flows';
import * as m0920 from './0920_allotments';
import * as m0620 from './0620_rfx_list_indexes';
import * as m0630 from './0630_rfx_approval_reminders';
import * as m0631 from './0631_quotation_sap_sync';
import * as m0632 from './0632_quotation_bidder_contacts';
import * as m0640 from './0640_sourcing_awards';
import * as m0641 from './0641_sourcing_rounds';
import * as m0642 from './0642_quotation_condition';
// logistics (issue 16)
import * as m0800 from './0800_logistics_master';
import * as m0801 from './0801_shipments';
import * as m0810 from './0810_shipment_reminders';

export const MIGRATIONS: Record<string, Migration> = {
  '0001_platform': m0001,
  '0002_session_families': m0002,
  '0003_download_tokens': m0003,
  '0004_freeze_reason_unknown_accounts': m0004,
  '0005_timeline': m0005,
  '0100_admin_indexes': m0100,
  '0150_dict_files_outbox': m0150,
  '0151_files_attached_at': m0151,
  '0160_imports': m0160,
  '0170_notifications': m0170,
  '0200_invitations': m0200,
  '0201_account_recovery': m0201,
  '0300_supplier_profiles': m0300,
  '0301_supplier_profile_children': m0301,
  '0302_capabilities': m0302,
  '0400_supplier_directory': m0400,
  '0401_supplier_review': m0401,
  '0402_supplier_control': m0402,
  '0403_blacklist': m0403,
  '0404_auditors': m0404,
  '0405_sap_sync': m0405,
  '0406_expiry_watch': m0406,
  '0407_official_search': m0407,
  '0408_short_name_search': m0408,
  '0415_supplier_events_to_timeline': m0415,
  '0500_purchase_orders': m0500,
  '0501_consignment_stock': m0501,
  // orders, second slice (issue 14)
  '0510_order_line_dates': m0510,
  '0511_order_list_indexes': m0511,
  '0512_order_pending_indexes': m0512,
  // sourcing (issue 12)
  '0600_sourcing': m0600,
  '0610_sourcing_quotations': m0610,
  '0620_rfx_list_indexes': m0620,
  '0630_rfx_approval_reminders': m0630,
  '0631_quotation_sap_sync': m0631,
  '0632_quotation_bidder_contacts': m0632,
  // sourcing II: awards (issue 13)
  '0640_sourcing_awards': m0640,
  '0641_sourcing_rounds': m0641,
  '0642_quotation_condition': m0642,
  // agreements (issue 13)
  '0700_agreements': m0700,
  // logistics (issue 16)
  '0800_logistics_master': m0800,
  '0801_shipments': m0801,
  '0810_shipment_reminders': m0810,
  // electronic freight bills (issue 17)
  '0850_freight_bills': m0850,
  // repair (issue 15)
  '0900_repair': m0900,
  '0910_repair_price_rounds': m0910,
  '0911_repair_core_return': m0911,
  '0990_repair_list_indexes': m0990,
  '0991_repair_return_paths': m0991,
  // receipt closes the order chain (issue 26 item 1)
  '0996_order_receipts': m0996,
  // forwarder onboarding (issue 26 item 2)
  '1000_forwarder_profiles': m1000,
  // award fidelity and typed clauses (issue 25 items 1 and 2)
  '1030_agreement_award_fidelity': m1030,
  '1031_rfx_clause_types': m1031,
  // order attachments (issue 26 item 12)
  '1050_order_attachments': m1050,
  // report B's response and last-leg pick-up legs (issue 26 item 13, D-534)
  '1040_shipment_leg_times': m1040,
  // RFx flags that work or go (issue 25 item 5)
  '1060_rfx_flags': m1060,
  // outbound events and webhooks (issue 33)
  '1070_webhooks': m1070,
  // second factors (issue 32 item 2)
  '1080_second_factors': m1080,
  '1081_security_keys': m1081,
  // supplier performance scorecard (issue 31)
  '1110_supplier_scorecard': m1110,
  // single sign-on for staff (issue 32 item 3)
  '1100_staff_sso': m1100,
  // orders draw on agreements (issue 25 item 6)
  '1090_order_agreement_draw': m1090,
  // webhook events fanned out by the delivery job (issue 33 benchmark, D-650)
  '1130_webhooks_fanout': m1130,
  // every typed "contains" search of a large list (issue 28 item 6)
  '1150_search_trigram_indexes': m1150,
  // typed searches of the allotment and freight-bill lists (issue 28 item 6, D-713, D-714)
  '1160_search_list_indexes': m1160,
  // employee sign-up requests (issue 28 item 7)
  '1170_employee_requests': m1170,
  // allotment bases as port entries (issue 26 item 6, D-511)
  '1020_allotment_base_ports': m1020,
  // per-item rejection and cancellation requests (issue 26 item 3)
  '1010_order_item_requests': m1010,
  // RPA results (issue 17 item 7)
  '0950_logistics_rpa': m0950,
  // forwarder evaluations (issue 17 item 6)
  '0940_forwarder_evaluations': m0940,
  '0960_logistics_report_order': m0960,
  '0970_shipment_milestone_times': m0970,
  '0975_allotment_shipments': m0975,
  '0976_forwarder_work_lists': m0976,
  // freight-bill reconciliation at scale (issue 17 figures)
  '0980_freight_bill_matching': m0980,
  // outside flows (issue 17 item 2)
  '0930_outside_flows': m0930,
  // inter-base allotment (issue 17 item 1)
  '0920_allotments': m0920,
};
