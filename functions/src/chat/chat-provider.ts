/**
 * One engine, two providers (DESIGN.md section 12, docs/decisions/1602): `rules` answers from
 * templates with no network; `gemini` lets a model call the same typed tools and phrase the
 * answer, and falls back to the `rules` answer when its text has a figure the tools did not
 * return. The `gemini` module and its packages are imported only when it is configured.
 */
import { type AskInput, type EngineDeps, type EngineResult, answerQuestion } from '@factoria/domain/chat/engine';

export type ChatProviderId = 'rules' | 'gemini';

/** Why a model answer was replaced by the template answer. */
export type ChatFallback = 'model-error' | 'empty' | 'invented-figures';

export interface ProviderResult extends EngineResult {
  provider: ChatProviderId;
  fallback?: ChatFallback;
  /** The invented figures found when `fallback` is `invented-figures` (for the log). */
  invented?: string[];
}

/** Where a streaming provider reports the text composed so far (already checked for figures). */
export interface AnswerSink {
  partial(text: string): void;
}

export interface ChatProvider {
  id: ChatProviderId;
  answer(input: AskInput, deps: EngineDeps, sink?: AnswerSink): Promise<ProviderResult>;
}

export const rulesProvider: ChatProvider = {
  id: 'rules',
  async answer(input, deps) {
    return { ...(await answerQuestion(input, deps)), provider: 'rules' };
  },
};

export interface ProviderConfig {
  provider: string;
  model: string;
  location: string;
}

let gemini: { key: string; provider: Promise<ChatProvider> } | null = null;

/**
 * The configured provider. `gemini` is created once per process (its module, Genkit and the
 * Vertex AI plugin load on the first question that needs them); anything else is `rules`.
 */
export function chatProviderFor(config: ProviderConfig): Promise<ChatProvider> {
  if (config.provider !== 'gemini') return Promise.resolve(rulesProvider);
  const key = `${config.model}@${config.location}`;
  if (gemini?.key !== key) {
    const provider = import('./gemini-provider').then((module) => module.createGeminiProvider({ model: config.model, location: config.location }));
    // A failed load (missing credentials, a bad model name) is retried on the next question.
    provider.catch(() => {
      if (gemini?.provider === provider) gemini = null;
    });
    gemini = { key, provider };
  }
  return gemini.provider;
}
