export * from './api';
export * from './contracts';
export * from './permissions';
export * from './menus';
export * from './i18n/lang';
export * from './i18n/messages';
export * from './auth/schemas';
export * from './route-catalogue';
