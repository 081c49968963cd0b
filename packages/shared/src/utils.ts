// Isomorphic spec utilities (spec 000 §3/§5/§9, spec 001 §5/§9): formatting, validation, code tables.
export * from './format/dates';
export * from './format/numbers';
export * from './format/random';
export * from './validation/password';
export * from './validation/upload';
export * from './validation/fields';
export * from './codes/tables';
