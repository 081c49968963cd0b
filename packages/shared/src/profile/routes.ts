import { z } from 'zod';
import { route } from '../http/contract';
import { dataJsonBody, languageAnswerSchema, languageBody, passwordChangeAnswerSchema, passwordChangeBody, preferencesAnswerSchema, profileInfoListSchema } from './schemas';

const tags = ['profile'];

export const profileRoutes = {
  info: route({
    method: 'GET', url: '/api/profile/info', permission: 'profile.self', summary: 'My personal info (a list; the first item is used)', tags, query: z.strictObject({}), response: profileInfoListSchema,
  }),
  saveInfo: route({
    method: 'POST', url: '/api/profile/info', permission: 'profile.self', summary: 'Save my personal info (dataJson)', tags, body: dataJsonBody, opType: 'modify', response: profileInfoListSchema,
  }),
  preferences: route({
    method: 'GET', url: '/api/profile/preferences', permission: 'profile.self', summary: 'My preferences (staff or supplier record)', tags, query: z.strictObject({}), response: preferencesAnswerSchema,
  }),
  savePreferences: route({
    method: 'POST', url: '/api/profile/preferences', permission: 'profile.self', summary: 'Save my preferences (dataJson)', tags, body: dataJsonBody, opType: 'modify', response: preferencesAnswerSchema,
  }),
  language: route({
    method: 'POST', url: '/api/profile/language', permission: 'profile.self', summary: 'Switch my language', tags, body: languageBody, opType: 'modify', response: languageAnswerSchema,
  }),
  password: route({
    method: 'POST', url: '/api/profile/password', permission: 'profile.self', summary: 'Change my password (ends every session)', tags, body: passwordChangeBody, opType: 'modify', response: passwordChangeAnswerSchema,
  }),
};
