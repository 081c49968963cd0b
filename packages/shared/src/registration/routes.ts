/** Supplier registration routes (spec 001 §2, §7 'Public and account': register, check company name, find manager, find invite info). */
import { codeSentAnswerSchema } from '../account-recovery/schemas';
import { route } from '../http/contract';
import {
  adminLookupAnswerSchema, adminLookupSchema, duplicateCheckAnswerSchema, duplicateCheckSchema, invitationPrefillQuerySchema, invitationPrefillSchema,
  registrationAnswerSchema, registrationEditSchema, registrationRecordSchema, registrationSchema, registrationSmsSchema,
} from './schemas';

const tags = ['registration'];

export const registrationRoutes = {
  findAdmin: route({
    method: 'POST', url: '/api/registration/find-admin', permission: 'public', tags, opType: false,
    summary: 'Registration choice: find a supplier administrator by supplier code and full company name', body: adminLookupSchema, response: adminLookupAnswerSchema,
  }),
  checkDuplicates: route({
    method: 'POST', url: '/api/registration/check-duplicates', permission: 'public', tags, opType: false,
    summary: 'Registration duplication check: tax ID and company name', body: duplicateCheckSchema, response: duplicateCheckAnswerSchema,
  }),
  smsCode: route({
    method: 'POST', url: '/api/registration/sms-code', permission: 'public', tags, opType: false,
    summary: 'Send (or resend after 60 s) the SMS code of the registration form', body: registrationSmsSchema, response: codeSentAnswerSchema,
  }),
  invitation: route({
    method: 'GET', url: '/api/registration/invitation', permission: 'public', tags,
    summary: 'What an invitation code pre-fills on the registration form', query: invitationPrefillQuerySchema, response: invitationPrefillSchema,
  }),
  /** The server checks the password against its configured policy (`registrationSchema(policy)`); this is the default one. */
  register: route({
    method: 'POST', url: '/api/registration', permission: 'public', tags,
    summary: 'Register a supplier: company, supplier profile and administrator account', body: registrationSchema(), response: registrationAnswerSchema,
  }),
  mine: route({
    method: 'GET', url: '/api/registration/mine', permission: 'sup.vendorData', tags,
    summary: 'The own registration data (/supRegisterEdit)', response: registrationRecordSchema,
  }),
  resubmit: route({
    method: 'PUT', url: '/api/registration/mine', permission: 'sup.vendorData', tags,
    summary: 'Correct and resubmit a returned registration', body: registrationEditSchema, response: registrationRecordSchema,
  }),
};
