/** The fetch function adapters receive by injection (the global fetch's type), in a module of its own so no one cycles. */
export type FetchFn = typeof globalThis.fetch;
