/**
 * Issue 16 (logistics) journey: supplier A despatches against its acknowledged order line (en) ->
 * logistics staff create an international inbound notice from the despatch and assign the
 * forwarder (zh) -> the forwarder, on a 390 px phone, picks up, dispatches with an AWB, clears
 * customs and delivers with a proof-of-delivery photo -> every milestone is on the timeline -> the
 * supplier's order line shows received and on time, zh and en (issue 26). axe on the despatch,
 * notice and phone screens.
 */
import { deflateSync } from 'node:zlib';
import { expect, test } from '../../fixtures';
import { seriousViolations } from '../../pages/axe';
import { chooseOption } from '../../pages/select';

// A journey across roles (issue 24): hand-offs through the API, at most three UI sign-ins.
test.use({ budget: 'journey' });

/** A genuine 2x2 PNG (the server checks the signature). */
function png(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, c]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(2, 0);
  ihdr.writeUInt32BE(2, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const raw = Buffer.from([0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 255, 255, 255]);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

test.describe('logistics: despatch to proof of delivery', () => {
  test('supplier despatches, staff notify, the forwarder delivers with a POD photo at 390 px', async ({ page, signIn }) => {
    const pl = `PL-E2E-${Date.now().toString(36).toUpperCase()}`;

    // 1. Supplier A announces a despatch of all 24 filters of order 4500010003 item 10 (English).
    await signIn('supa_admin', { lang: 'en' });
    await page.goto('/sup/despatch');
    await expect(page.getByRole('heading', { level: 1, name: 'Despatch' })).toBeVisible({ timeout: 30_000 });
    await page.getByTestId('despatch-packingListNo').fill(pl);
    const shipDate = page.locator('#despatch_shipDate');
    await shipDate.click();
    await shipDate.fill(new Date().toISOString().slice(0, 10));
    await shipDate.press('Enter');
    await page.getByTestId('despatch-receivingPlace').fill('PVG-WH1');
    await page.getByTestId('despatch-tradeTerm').fill('FCA');
    await page.getByRole('spinbutton', { name: /4500010003\/10$/ }).fill('24');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('despatch-save').click();
    await expect(page.locator('.ant-table-row').filter({ hasText: pl })).toContainText('Awaiting notice');

    // 2. Logistics staff create an international inbound notice from the despatch (Chinese).
    await signIn('20000004', { lang: 'zh' });
    await page.goto('/logistics/shipments/new');
    await expect(page.getByRole('heading', { level: 1, name: '新建运输通知' })).toBeVisible({ timeout: 30_000 });
    await chooseOption(page, 'shipment_transportType', '空运');
    await page.getByTestId('shipment-fromDespatch').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: pl }).click();
    await expect(page.getByTestId('cargo-0-partNumber')).toHaveValue('QA06753');
    await expect(page.getByTestId('shipment-packingListNo')).toHaveValue(pl);
    await chooseOption(page, 'shipment_shipperCountry', '美国');
    await page.getByTestId('shipment-shipperCity').fill('Los Angeles');
    await chooseOption(page, 'shipment_consigneeCountry', '中国');
    await page.getByTestId('shipment-consigneeCity').fill('上海');
    await chooseOption(page, 'shipment_originPort', 'LAX');
    await chooseOption(page, 'shipment_destinationPort', 'PVG');
    await page.locator('#shipment_pieces').fill('1');
    await page.locator('#shipment_grossWeight').fill('8');
    await page.getByTestId('shipment-save').click();
    await expect(page.getByTestId('shipment-status')).toHaveText('已创建运输通知', { timeout: 15_000 });
    expect(await seriousViolations(page)).toEqual([]);
    const shipmentUrl = page.url();
    const id = shipmentUrl.split('/').pop()!;
    await page.getByTestId('action-assign').click();
    await chooseOption(page, 'shipment-action_forwarderId', 'EAL-DOM');
    await page.getByTestId('dlg-submit').click();
    await expect(page.getByTestId('shipment-status')).toHaveText('已通知货代');

    // 3. The forwarder on a phone (390 px): pick-up, dispatch with the AWB, customs, delivery with a photo.
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn('fwd_admin', { lang: 'en' });
    await page.goto('/fwd/pickup');
    await expect(page.getByRole('link', { name: /TN\d{8}-\d{5}/ }).first()).toBeVisible({ timeout: 30_000 });
    await page.goto(`/fwd/shipments/${id}`);
    const status = page.getByTestId('shipment-status');
    await expect(status).toHaveText('Forwarder notified', { timeout: 30_000 });
    await page.getByTestId('action-pickUp').click();
    await page.getByTestId('dlg-picker').fill('Zhou Jie');
    await page.getByTestId('dlg-submit').click();
    await expect(status).toHaveText('Picked up');
    await page.getByTestId('action-dispatch').click();
    await page.getByTestId('dlg-awb').fill('784-12345675');
    await page.getByTestId('dlg-carrier').fill('China Eastern');
    await page.getByTestId('dlg-flightNo').fill('MU586');
    await page.getByTestId('dlg-submit').click();
    await expect(status).toHaveText('Shipped');
    await page.getByTestId('action-clear').click();
    await page.getByTestId('dlg-agentName').fill('Shanghai Pudong Customs Brokerage');
    await page.getByTestId('dlg-declarationNo').fill('220120261234567890');
    await chooseOption(page, 'shipment-action_clearanceType', 'General trade');
    await page.getByTestId('dlg-submit').click();
    await expect(status).toHaveText('Cleared customs');
    await page.getByTestId('action-deliver').click();
    await page.getByTestId('dlg-transportStaff').fill('Li Wei');
    await page.getByTestId('dlg-receivingDept').fill('Stores PVG');
    await page.locator('.ant-modal input[type="file"]').setInputFiles({ name: 'pod.png', mimeType: 'image/png', buffer: png() });
    await expect(page.locator('.ant-modal .ant-upload-list-item-done').filter({ hasText: 'pod.png' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('dlg-submit').click();
    await expect(status).toHaveText('Delivered');
    // nothing spills sideways on the phone
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // 4. Every milestone reached, in order, with time and actor.
    const steps = page.getByTestId('milestones').locator('.ant-steps-item');
    await expect(steps).toHaveCount(8);
    for (const m of ['Transport notice created', 'Domestic forwarder notified', 'Domestic forwarder picked up', 'Shipped', 'Cleared customs', 'Delivered (proof of delivery)']) {
      await expect(page.getByTestId('milestones')).toContainText(m);
    }
    await expect(page.getByTestId('milestones')).toContainText('Zhou Jie');
    await expect(page.getByText('Proof of delivery', { exact: true })).toBeVisible();

    // 5. The delivery closes the chain (issue 26 item 1): the supplier's order line is received, on time, in both languages.
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const [lang, received, onTime] of [['zh', '已收货', '准时'], ['en', 'Received', 'On time']] as const) {
      await signIn('supa_admin', { lang });
      await page.goto('/sup/orders?orderNo=4500010003');
      await page.getByTestId('order-4500010003').click();
      await expect(page.getByTestId('item-status-10')).toHaveText(received, { timeout: 30_000 });
      await expect(page.getByTestId('item-received-10')).toContainText('24');
      await expect(page.locator('tr').filter({ has: page.getByTestId('item-status-10') })).toContainText(onTime);
    }
  });
});
