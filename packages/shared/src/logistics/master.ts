/**
 * Logistics master data (issue 16 item 6; module inventory §B.6 `/{product}/dict/airZone, supPort,
 * inlandAgent, intlIn, intlOut, forward`): air zones, ports and airports, inland (domestic customs)
 * agents, international inbound and outbound agents, and forwarders with their route and service
 * mode. One table, one record shape; each kind uses the fields its screen shows (D-300).
 */
import { z } from 'zod';
import { actionsOf, pageOf, timestamp } from '../contracts';
import { MAX_PAGE_SIZE } from '../api';
import { SERVICE_MODES } from '../codes/tables';
import { email, noSpaces, optionalField, requiredText, text } from '../validation/fields';
import { queryId } from '../validation/ids';

/** The six master-data lists, in menu order. */
export const MASTER_KINDS = ['airZone', 'port', 'inlandAgent', 'intlIn', 'intlOut', 'forwarder'] as const;
export type MasterKind = (typeof MASTER_KINDS)[number];

/** The old portal's path segment of each list (`/{product}/dict/<segment>`). */
export const MASTER_LEGACY_SEGMENT: Record<MasterKind, string> = {
  airZone: 'airZone',
  port: 'supPort',
  inlandAgent: 'inlandAgent',
  intlIn: 'intlIn',
  intlOut: 'intlOut',
  forwarder: 'forward',
};

/** Kinds of port: airport, seaport, land border port / inland depot. */
export const PORT_TYPES = ['airport', 'seaport', 'land'] as const;
/** A forwarder works domestic or international legs. */
export const FORWARDER_SCOPES = ['domestic', 'international'] as const;
/** First leg (supplier to port), last leg (port to base), or both. */
export const FORWARDER_LEGS = ['first', 'last', 'both'] as const;
export const SERVICE_MODE_CODES = SERVICE_MODES.map((m) => m.code) as [string, ...string[]];

const opt = <T extends z.ZodType>(schema: T) => optionalField(schema);
/** IATA airport (3 letters) or UN/LOCODE (5 characters) style codes: letters and digits, 2-10. */
export const masterCode = noSpaces.pipe(z.string().regex(/^[A-Za-z0-9_-]{2,10}$/, { error: 'validation.invalid' }));

export const masterKindParams = z.strictObject({ kind: z.enum(MASTER_KINDS, { error: 'validation.invalid_enum' }) });
export const masterItemParams = z.strictObject({ kind: z.enum(MASTER_KINDS, { error: 'validation.invalid_enum' }), id: queryId });

export const masterBody = z.strictObject({
  code: masterCode,
  name: requiredText(),
  nameEn: opt(text()),
  country: opt(z.string().regex(/^[A-Z]{2}$/, { error: 'validation.invalid' })),
  city: opt(text()),
  /** Ports: the air zone they belong to (its code). */
  zoneCode: opt(text(10)),
  portType: opt(z.enum(PORT_TYPES, { error: 'validation.invalid_enum' })),
  /** Forwarders: the forwarder company whose users do the work. */
  forwarderCompanyId: opt(z.number().int().positive()),
  scope: opt(z.enum(FORWARDER_SCOPES, { error: 'validation.invalid_enum' })),
  leg: opt(z.enum(FORWARDER_LEGS, { error: 'validation.invalid_enum' })),
  /** Forwarders: the route they serve (port codes; empty = any). */
  origin: opt(text(10)),
  destination: opt(text(10)),
  serviceMode: opt(z.enum(SERVICE_MODE_CODES, { error: 'validation.invalid_enum' })),
  contact: opt(text()),
  phone: opt(z.string().trim().regex(/^[0-9+\-() ]{0,20}$/, { error: 'validation.invalid' })),
  email: opt(email),
  remark: opt(text(200)),
  enabled: z.boolean().default(true),
});
export type MasterBody = z.infer<typeof masterBody>;

export const masterListQuery = z.strictObject({
  keyword: opt(text()),
  country: opt(text(2)),
  scope: opt(z.enum(FORWARDER_SCOPES, { error: 'validation.invalid_enum' })),
  serviceMode: opt(z.enum(SERVICE_MODE_CODES, { error: 'validation.invalid_enum' })),
  enabled: opt(z.enum(['true', 'false'], { error: 'validation.invalid_enum' })),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
});
export type MasterListQuery = z.infer<typeof masterListQuery>;

export const MASTER_ACTIONS = ['edit', 'delete'] as const;

export const masterRecord = z.strictObject({
  id: z.number().int(),
  kind: z.enum(MASTER_KINDS),
  code: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  zoneCode: z.string().nullable(),
  portType: z.enum(PORT_TYPES).nullable(),
  forwarderCompanyId: z.number().int().nullable(),
  forwarderCompanyName: z.string().nullable(),
  forwarderCompanyNameEn: z.string().nullable(),
  scope: z.enum(FORWARDER_SCOPES).nullable(),
  leg: z.enum(FORWARDER_LEGS).nullable(),
  origin: z.string().nullable(),
  destination: z.string().nullable(),
  serviceMode: z.string().nullable(),
  contact: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  remark: z.string().nullable(),
  enabled: z.boolean(),
  updatedAt: timestamp,
  actions: actionsOf(MASTER_ACTIONS),
});
export type MasterRecord = z.infer<typeof masterRecord>;
export const masterPage = pageOf(masterRecord);

/** A forwarder company that a forwarder entry may name (select options). */
export const forwarderCompany = z.strictObject({ id: z.number().int(), name: z.string(), nameEn: z.string().nullable() });
export type ForwarderCompany = z.infer<typeof forwarderCompany>;
export const forwarderCompanyList = z.array(forwarderCompany);
