/**
 * Deployment configuration. Values come from functions/.env files or the deploy prompt;
 * `firebase deploy` asks for any without a default. Never read process.env for these.
 */
import { defineString } from 'firebase-functions/params';

/** Madrid's neighbour region: data of Spanish agencies stays in the EU. */
export const REGION = 'europe-west1';

/** `local` (default, no network) or `documentai`. */
export const extractorProvider = defineString('EXTRACTOR_PROVIDER', { default: 'local' });

/** `projects/{p}/locations/{l}/processors/{id}` of a Document AI Invoice Parser. */
export const documentAiProcessor = defineString('DOCUMENT_AI_PROCESSOR', { default: '' });

/** Document AI endpoint, e.g. `eu-documentai.googleapis.com`. */
export const documentAiEndpoint = defineString('DOCUMENT_AI_ENDPOINT', {
  default: 'eu-documentai.googleapis.com',
});

/**
 * The chat assistant's provider: `rules` (default: no network, no model) or `gemini` (Genkit on
 * Vertex AI calling the same tools; loaded only when chosen, see docs/decisions/1602).
 */
export const chatProvider = defineString('CHAT_PROVIDER', { default: 'rules' });

/** The Gemini model the `gemini` chat provider calls (names change: Vertex AI's model list). */
export const chatModel = defineString('CHAT_MODEL', { default: 'gemini-3.5-flash' });

/** Vertex AI location of the chat model: `eu` keeps the requests in the EU. */
export const chatModelLocation = defineString('CHAT_MODEL_LOCATION', { default: 'eu' });
