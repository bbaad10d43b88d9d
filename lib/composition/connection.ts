/** The "Test connection" check of a model client, re-exported for the background (which may not import adapters). */
export { testConnection } from '../engine/adapters/llm/test-connection';
