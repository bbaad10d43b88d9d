/** The engine's ports: the only ways it talks to the world. */
export type * from './llm-client';
export type * from './search-provider';
export type * from './page-fetcher';
export type * from './clock';
export type * from './research-store';
export type * from './seen-before';
