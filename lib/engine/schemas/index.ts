/** All engine schemas (zod) and the types inferred from them. */
export * from './article';
export * from './claim';
export * from './evidence';
export * from './channels';
export * from './verdict';
export * from './run';
export * from './llm';
export * from './stored';
export * from './counter-argument';
export * from './reason-fact';
export * from './set-aside-fact';
export * from './trace-fact';
export * from './prompt';
