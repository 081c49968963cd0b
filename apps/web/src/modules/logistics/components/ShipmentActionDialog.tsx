/**
 * The dialog of one shipment action (issue 16 item 4): forwarder assignment, pick-up (quantity per
 * cargo line up to its pending quantity, picker, contact, time), dispatch with the air waybill
 * (air) or the truck's carrier, vehicle model, plate and truck number (land, D-514), rollback with
 * a reason, customs clearance fields, delivery hand-over with proof-of-delivery photos (images
 * from the phone's camera); recall, void and restart of a notice with a reason (D-311).
 * Assignment offers the forwarders best fitting the leg first (D-312). Full width on a phone.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, DatePicker, Form, Input, InputNumber, Modal, Select } from 'antd';
import dayjs from 'dayjs';
import { CLEARANCE_TYPES, DIFFERENCE_CODES, type ShipmentDetail } from '@aerosupply/shared/logistics/schemas';
import { MATCH_CRITERIA } from '@aerosupply/shared/logistics/matching';
import type { ShipmentAction } from '@aerosupply/shared/logistics/workflow';
import { UploadField } from '../../../components/UploadField';
import { companyName } from '../../../lib/company-name';
import { clearEditedErrors, SCROLL_TO_FIRST_ERROR, useSubmit, validateThen } from '../../../lib/forms';
import { UPLOAD_URL, type FileItem } from '../../../lib/upload';
import { logisticsApi, useForwarderMatches } from '../api';

export type DialogAction = Extract<ShipmentAction, 'assign' | 'assignLastLeg' | 'pickUp' | 'pickUpLastLeg' | 'dispatch' | 'rollbackDispatch' | 'clear' | 'deliver' | 'recall' | 'void' | 'restart'>;
export const DIALOG_ACTIONS: readonly DialogAction[] = ['assign', 'assignLastLeg', 'pickUp', 'pickUpLastLeg', 'dispatch', 'clear', 'deliver', 'rollbackDispatch', 'recall', 'void', 'restart'];
/** Actions that take a notice back or call it off: shown as secondary buttons, each asks for a reason. */
export const REASON_ACTIONS: readonly DialogAction[] = ['rollbackDispatch', 'recall', 'void', 'restart'];
const PHOTO_TYPES = ['jpg', 'jpeg', 'png', 'heic', 'webp'];

interface Props {
  shipment: ShipmentDetail;
  action: DialogAction | null;
  onClose: () => void;
  onDone: (s: ShipmentDetail) => void;
}

type Values = Record<string, unknown>;
const iso = (v: unknown) => (v && dayjs.isDayjs(v) ? v.toISOString() : undefined);

export function ShipmentActionDialog({ shipment, action, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const leg = action === 'assignLastLeg' ? 'last' : 'first';
  const matches = useForwarderMatches(shipment.id, leg, action === 'assign' || action === 'assignLastLeg');
  const id = shipment.id;
  const land = shipment.transportType === 'land';
  const submit = useSubmit(
    async (v: Values) => {
      let saved: ShipmentDetail;
      switch (action) {
        case 'assign':
        case 'assignLastLeg':
          saved = await logisticsApi.assign(id, v.forwarderId as number, action === 'assignLastLeg');
          break;
        case 'pickUp':
          saved = await logisticsApi.pickUp(id, {
            lines: shipment.cargo.map((c, i) => ({ cargoId: c.id, quantity: (v.qty as number[])[i] ?? 0 })).filter((l) => l.quantity > 0),
            picker: v.picker as string,
            contact: (v.contact as string) || undefined,
            pickedAt: iso(v.pickedAt)!,
          });
          break;
        case 'pickUpLastLeg':
          saved = await logisticsApi.pickUpLastLeg(id, { picker: v.picker as string, contact: (v.contact as string) || undefined, pickedAt: iso(v.pickedAt)! });
          break;
        case 'dispatch':
          // D-514: air dispatches with the AWB, land with the truck (carrier, vehicle model, plate, truck number).
          saved = await logisticsApi.dispatch(
            id,
            land
              ? { carrier: v.carrier as string, vehicleModel: v.vehicleModel as string, vehiclePlate: v.vehiclePlate as string, truckNo: v.truckNo as string, atd: iso(v.atd)!, eta: iso(v.eta) }
              : { awb: v.awb as string, carrier: v.carrier as string, flightNo: (v.flightNo as string) || undefined, atd: iso(v.atd)!, eta: iso(v.eta) },
          );
          break;
        case 'rollbackDispatch':
          saved = await logisticsApi.rollbackDispatch(id, v.reason as string);
          break;
        case 'recall':
        case 'void':
        case 'restart':
          saved = await logisticsApi.instruct(id, action, v.reason as string);
          break;
        case 'clear':
          saved = await logisticsApi.clear(id, {
            agentName: v.agentName as string,
            declarationNo: v.declarationNo as string,
            declaredAt: iso(v.declaredAt)!,
            docsHandoverAt: iso(v.docsHandoverAt),
            cargoSubmittedAt: iso(v.cargoSubmittedAt),
            clearanceType: v.clearanceType as (typeof CLEARANCE_TYPES)[number],
            exportType: (v.exportType as string) || undefined,
            customsNo: (v.customsNo as string) || undefined,
            quarantineCode: (v.quarantineCode as string) || undefined,
            quarantineReason: (v.quarantineReason as string) || undefined,
          });
          break;
        case 'deliver':
          saved = await logisticsApi.deliver(id, {
            waybillNo: (v.waybillNo as string) || undefined,
            packingListNo: (v.packingListNo as string) || undefined,
            differenceCode: (v.differenceCode as (typeof DIFFERENCE_CODES)[number]) ?? 'NONE',
            differenceReason: (v.differenceReason as string) || undefined,
            remark: (v.remark as string) || undefined,
            pickupPerson: (v.pickupPerson as string) || undefined,
            transportStaff: v.transportStaff as string,
            receivingDept: v.receivingDept as string,
            arrivedAt: iso(v.arrivedAt)!,
            photos: ((v.photos as FileItem[] | undefined) ?? []).map((p) => p.fileKey),
          });
          break;
        default:
          return;
      }
      onDone(saved);
      onClose();
    },
    { form, success: true },
  );
  const { reset } = submit;
  useEffect(() => {
    if (!action) return;
    reset();
    form.resetFields();
    const now = dayjs();
    form.setFieldsValue({
      pickedAt: now,
      atd: now,
      declaredAt: now,
      arrivedAt: now,
      differenceCode: 'NONE',
      qty: shipment.cargo.map((c) => c.pendingQty),
      waybillNo: shipment.awb ?? shipment.masterWaybill ?? undefined,
      packingListNo: shipment.packingListNo ?? undefined,
      carrier: shipment.carrier ?? undefined,
      flightNo: shipment.flightNo ?? undefined,
      truckNo: shipment.flightNo ?? undefined,
      vehicleModel: shipment.vehicleModel ?? undefined,
      vehiclePlate: shipment.vehiclePlate ?? undefined,
    });
  }, [action, form, reset, shipment]);
  // The best fit is proposed when it matches on every rule (D-312).
  const best = matches.data?.[0];
  useEffect(() => {
    if ((action === 'assign' || action === 'assignLastLeg') && best?.matched && form.getFieldValue('forwarderId') === undefined) form.setFieldsValue({ forwarderId: best.id });
  }, [action, best, form]);

  const field = (name: string, control: React.ReactNode, required = false) => (
    <Form.Item name={name} label={t(`logistics.dialog.fields.${name}`)} required={required}>
      {control}
    </Form.Item>
  );
  const text = (name: string, required = false, max = 60) => field(name, <Input maxLength={max} data-testid={`dlg-${name}`} />, required);
  const time = (name: string, required = false) => field(name, <DatePicker showTime style={{ width: '100%' }} data-testid={`dlg-${name}`} />, required);

  const body = () => {
    switch (action) {
      case 'assign':
      case 'assignLastLeg':
        return field(
          'forwarderId',
          <Select
            data-testid="dlg-forwarderId"
            placeholder={t('common.placeholders.select')}
            loading={matches.isLoading}
            notFoundContent={t('logistics.dialog.noForwarder')}
            options={(matches.data ?? []).map((f) => ({
              value: f.id,
              label: `${f.matched ? `${t('logistics.dialog.matched')} · ` : ''}${f.code} · ${companyName(f.name, f.nameEn)} · ${t(`logistics.master.scope.${f.scope ?? 'domestic'}`)}${f.matched ? '' : ` (${t('logistics.dialog.unmet', { rules: MATCH_CRITERIA.filter((c) => !f.met.includes(c)).map((c) => t(`logistics.dialog.criteria.${c}`)).join(', ') })})`}`,
            }))}
          />,
          true,
        );
      case 'pickUp':
        return (
          <>
            {shipment.cargo.map((c, i) => (
              <Form.Item key={c.id} name={['qty', i]} label={t('logistics.dialog.pickQty', { pn: c.partNumber, pending: c.pendingQty, unit: c.unit })}>
                <InputNumber min={0} max={c.pendingQty} precision={3} style={{ width: '100%' }} data-testid={`dlg-qty-${i}`} />
              </Form.Item>
            ))}
            {text('picker', true)}
            {text('contact', false, 40)}
            {time('pickedAt', true)}
          </>
        );
      case 'pickUpLastLeg':
        return (
          <>
            {text('picker', true)}
            {text('contact', false, 40)}
            {time('pickedAt', true)}
          </>
        );
      case 'dispatch':
        return (
          <>
            {land ? (
              <>
                {text('carrier', true)}
                {text('vehicleModel', true, 40)}
                {text('vehiclePlate', true, 20)}
                {text('truckNo', true, 20)}
              </>
            ) : (
              <>
                {field('awb', <Input maxLength={12} placeholder="784-12345675" data-testid="dlg-awb" />, true)}
                {text('carrier', true)}
                {text('flightNo', false, 20)}
              </>
            )}
            {time('atd', true)}
            {time('eta')}
          </>
        );
      case 'rollbackDispatch':
      case 'recall':
      case 'void':
      case 'restart':
        return field('reason', <Input.TextArea maxLength={200} rows={3} data-testid="dlg-reason" />, true);
      case 'clear':
        return (
          <>
            {text('agentName', true)}
            {text('declarationNo', true, 40)}
            {field('clearanceType', <Select data-testid="dlg-clearanceType" placeholder={t('common.placeholders.select')} options={CLEARANCE_TYPES.map((c) => ({ value: c, label: t(`logistics.clearanceType.${c}`) }))} />, true)}
            {time('declaredAt', true)}
            {time('docsHandoverAt')}
            {time('cargoSubmittedAt')}
            {text('customsNo', false, 40)}
            {text('quarantineCode', false, 20)}
            {text('quarantineReason', false, 200)}
          </>
        );
      case 'deliver':
        return (
          <>
            {text('waybillNo', false, 40)}
            {text('packingListNo', false, 40)}
            {field('differenceCode', <Select data-testid="dlg-differenceCode" options={DIFFERENCE_CODES.map((c) => ({ value: c, label: t(`logistics.difference.${c}`) }))} />, true)}
            {text('differenceReason', false, 200)}
            {text('transportStaff', true)}
            {text('receivingDept', true, 100)}
            {text('pickupPerson')}
            {time('arrivedAt', true)}
            {field('photos', <UploadField action={UPLOAD_URL} extensions={PHOTO_TYPES} maxCount={10} />, true)}
            {text('remark', false, 500)}
          </>
        );
      default:
        return null;
    }
  };

  return (
    <Modal
      open={action !== null}
      title={action ? t(`logistics.actions.${action}`) : ''}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('common.actions.cancel')}
        </Button>,
        <Button key="ok" type="primary" loading={submit.pending} data-testid="dlg-submit" onClick={() => void validateThen(form, submit.run)}>
          {t('common.actions.confirm')}
        </Button>,
      ]}
      width="min(640px, calc(100vw - 16px))"
      style={{ top: 16 }}
      destroyOnHidden
    >
      {submit.problem && <Alert type="error" showIcon message={submit.problem} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" name="shipment-action" scrollToFirstError={SCROLL_TO_FIRST_ERROR} onValuesChange={(changed) => clearEditedErrors(form, changed)}>
        {body()}
      </Form>
    </Modal>
  );
}
