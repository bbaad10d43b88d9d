/** Where a user gets a free OpenAlex key (developers.openalex.org/api-reference/authentication): Settings and errors link it. */
export const OPENALEX_KEY_URL = 'https://openalex.org/settings/api';
