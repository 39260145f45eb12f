export * from './admin.ts';
export * from './content.ts';
export * from './fields.ts';
export * from './inquiry.ts';
export * from './list.ts';
