/**
 * Logistics routes (issue 16): master data for logistics staff ('logistics.master.manage'; read
 * also with 'logistics.shipment.view'/'manage' for the notice forms).
 */
import { forwarderCompanyList, masterBody, masterItemParams, masterKindParams, masterListQuery, masterPage, masterRecord } from '@aerosupply/shared/logistics/master';
import { noData } from '@aerosupply/shared/contracts';
import { portPage, portSearchQuery } from '@aerosupply/shared/logistics/schemas';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/route';
import * as master from './master-service';
import { registerShipmentRoutes } from './shipment-routes';

const tags = ['logistics'];
const MASTER = 'logistics.master.manage';
const MASTER_READ = ['logistics.master.manage', 'logistics.shipment.view', 'logistics.shipment.manage'] as const;

export function registerLogisticsRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/logistics/master/:kind',
    permission: MASTER_READ,
    summary: 'Logistics master data of one kind (air zones, ports, agents, forwarders) with search',
    tags,
    params: masterKindParams,
    query: masterListQuery,
    response: masterPage,
    handler: ({ deps, actor, params, query }) => master.listMaster(deps, actor, params.kind, query),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/logistics/master/:kind/:id',
    permission: MASTER_READ,
    summary: 'One logistics master-data entry',
    tags,
    params: masterItemParams,
    response: masterRecord,
    handler: ({ deps, actor, params }) => master.getMaster(deps, actor, params.kind, params.id),
  });
  defineRoute(app, {
    method: 'POST',
    url: '/api/logistics/master/:kind',
    permission: MASTER,
    summary: 'Create a logistics master-data entry',
    tags,
    params: masterKindParams,
    body: masterBody,
    response: masterRecord,
    handler: ({ deps, actor, params, body }) => master.createMaster(deps, actor, params.kind, body),
  });
  defineRoute(app, {
    method: 'PUT',
    url: '/api/logistics/master/:kind/:id',
    permission: MASTER,
    summary: 'Edit a logistics master-data entry',
    tags,
    params: masterItemParams,
    body: masterBody,
    response: masterRecord,
    handler: ({ deps, actor, params, body }) => master.updateMaster(deps, actor, params.kind, params.id, body),
  });
  defineRoute(app, {
    method: 'DELETE',
    url: '/api/logistics/master/:kind/:id',
    permission: MASTER,
    summary: 'Delete a logistics master-data entry not used by a shipment',
    tags,
    params: masterItemParams,
    response: noData,
    handler: ({ deps, actor, params }) => master.deleteMaster(deps, actor, params.kind, params.id),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/logistics/forwarder-companies',
    permission: MASTER_READ,
    summary: 'Forwarder companies a forwarder entry may name',
    tags,
    response: forwarderCompanyList,
    handler: ({ deps }) => master.forwarderCompanies(deps),
  });
  defineRoute(app, {
    method: 'GET',
    url: '/api/logistics/ports',
    permission: MASTER_READ,
    summary: 'Port picker search: enabled ports by code, name or city, the exact code first; paged',
    tags,
    query: portSearchQuery,
    response: portPage,
    handler: ({ deps, query }) => master.searchPorts(deps, query),
  });
  registerShipmentRoutes(app);
}
