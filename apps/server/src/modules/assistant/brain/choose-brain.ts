import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config';
import type { Brain } from './brain';
import { createBuiltInBrain } from './built-in-brain';
import { createLlmBrain, LlmFailure } from './llm-brain';

/**
 * The LLM brain with the built-in brain behind it: when the model fails before doing anything the
 * built-in brain answers; when it fails after its tools already acted, the reply says what they did
 * (running the request again could do it twice).
 */
export const withFallback = (primary: Brain, fallback: Brain, log?: FastifyBaseLogger): Brain => ({
  name: primary.name,
  reply: async (ctx, input) => {
    try {
      return await primary.reply(ctx, input);
    } catch (error) {
      if (!(error instanceof LlmFailure)) throw error;
      log?.warn(
        { reason: error.message, toolsRun: error.toolResults.length },
        'LLM brain failed; built-in brain answers',
      );
      const [last] = error.toolResults.slice(-1);
      if (!last) return fallback.reply(ctx, input);
      return {
        markdown: error.toolResults.map((result) => result.markdown).join('\n\n'),
        listingKey: last.listingKey ?? null,
      };
    }
  },
});

/** The built-in brain, or the LLM brain with it as the fallback when `LLM_BASE_URL` is set. */
export const brainFromConfig = (config: Config, log?: FastifyBaseLogger): Brain => {
  const builtIn = createBuiltInBrain();
  if (!config.LLM_BASE_URL) return builtIn;
  return withFallback(
    createLlmBrain({ ...config, LLM_BASE_URL: config.LLM_BASE_URL }, { log }),
    builtIn,
    log,
  );
};
