import { complianceMessages } from '@rela/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config';
import { fairHousingPromptRule } from '../../fair-housing';
import { assistantTools } from '../tools/registry';
import { ToolInputError, type Tool, type ToolContext, type ToolResult } from '../tools/tool';
import { replyExtras, type Brain, type BrainTurn } from './brain';
import { completionSchema, type LlmMessage, type LlmToolCall } from './llm-protocol';

export type LlmConfig = Pick<Config, 'LLM_API_KEY' | 'LLM_MODEL' | 'LLM_TIMEOUT_MS'> & {
  LLM_BASE_URL: string;
};

/** Rounds of tool calls before the brain gives up on a model that never answers. */
const MAX_ROUNDS = 6;
/** Turns of the conversation the model sees. */
const HISTORY_TURNS = 20;

/** The model failed; `toolResults` holds what its tool calls already did (those are not undone). */
export class LlmFailure extends Error {
  override name = 'LlmFailure';
  constructor(
    message: string,
    readonly toolResults: readonly ToolResult[],
  ) {
    super(message);
  }
}

const systemPrompt = (ctx: ToolContext) =>
  [
    `You are Rela, the real-estate assistant of ${ctx.actor.username} (role: ${ctx.actor.role}).`,
    "Use the tools for anything about MLS listings or the user's homes; never invent listing facts.",
    'Addresses may be typed loosely (no ZIP, words spelled out): pass them to the tools as typed.',
    "A realtor may name one of their own buyers in a tool's buyer field.",
    'Answer briefly in Markdown, with the facts the tools gave you.',
    'Never grade, rate or value a home whose tool data has `noGrading` or `declined`: say why in those words instead.',
    // The MLS display rules (ADR 048): the tool data holds only what this user may see.
    "Name the listing firm of each home you show (its `attribution`: `full` for one home, `compact` in a list) and end an answer that shows homes with the tool's `disclaimers`, word for word.",
    `A home with \`addressDisplay: on-request\` has no street for this user: name its city, state and ZIP and say "${complianceMessages.address.onRequest}"; never guess the street.`,
    `A home with \`notForClients\` cannot be sent to a buyer: ${complianceMessages.notForClients.cannotSend}`,
    'When a tool answers with a question (clearing asks first), ask it as written: the yes or no is handled for you.',
    fairHousingPromptRule,
  ].join('\n');

const historyMessages = (history: readonly BrainTurn[]): LlmMessage[] =>
  history.slice(-HISTORY_TURNS).flatMap((turn): LlmMessage[] => {
    if (turn.sender === 'user') return [{ role: 'user', content: turn.content }];
    if (turn.sender === 'bot') return [{ role: 'assistant', content: turn.content }];
    return [];
  });

const parseArguments = (raw: string): unknown => {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw new ToolInputError('the arguments are not JSON');
  }
};

/**
 * The LLM brain: any OpenAI-compatible chat-completions endpoint (`LLM_BASE_URL`, `LLM_API_KEY`,
 * `LLM_MODEL`) with tool calling over the same registry as the built-in brain. Tool input errors go
 * back to the model as tool results; HTTP, timeout and protocol failures throw `LlmFailure`.
 */
export const createLlmBrain = (
  config: LlmConfig,
  options: { tools?: readonly Tool[]; log?: FastifyBaseLogger } = {},
): Brain => {
  const tools = options.tools ?? assistantTools;
  const byName = new Map(tools.map((tool) => [tool.name, tool]));
  const toolList = tools.map((tool) => ({
    type: 'function' as const,
    function: { name: tool.name, description: tool.description, parameters: tool.parameters },
  }));
  const url = `${config.LLM_BASE_URL.replace(/\/+$/, '')}/chat/completions`;

  const complete = async (messages: LlmMessage[], done: readonly ToolResult[]) => {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(config.LLM_API_KEY ? { authorization: `Bearer ${config.LLM_API_KEY}` } : {}),
        },
        body: JSON.stringify({
          model: config.LLM_MODEL,
          messages,
          tools: toolList,
          tool_choice: 'auto',
          temperature: 0,
        }),
        signal: AbortSignal.timeout(config.LLM_TIMEOUT_MS),
      });
    } catch (error) {
      throw new LlmFailure(`the model did not answer: ${(error as Error).message}`, done);
    }
    if (!response.ok) throw new LlmFailure(`the model answered ${response.status}`, done);
    const parsed = completionSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success)
      throw new LlmFailure('the model answered something else than a completion', done);
    return parsed.data.choices[0]!.message;
  };

  const callTool = async (
    ctx: ToolContext,
    call: LlmToolCall,
  ): Promise<{ content: string; result?: ToolResult }> => {
    const tool = byName.get(call.function.name);
    if (!tool) return { content: JSON.stringify({ error: `unknown tool ${call.function.name}` }) };
    try {
      const result = await tool.run(ctx, parseArguments(call.function.arguments));
      return {
        content: JSON.stringify({ result: result.markdown, data: result.data ?? null }),
        result,
      };
    } catch (error) {
      if (!(error instanceof ToolInputError)) throw error;
      options.log?.info({ tool: call.function.name }, 'LLM tool call with bad input');
      return { content: JSON.stringify({ error: error.message }) };
    }
  };

  return {
    name: 'llm',
    reply: async (ctx, { text, history }) => {
      const messages: LlmMessage[] = [
        { role: 'system', content: systemPrompt(ctx) },
        ...historyMessages(history),
        { role: 'user', content: text },
      ];
      const done: ToolResult[] = [];
      for (let round = 0; round < MAX_ROUNDS; round += 1) {
        const message = await complete(messages, done);
        const calls = message.tool_calls ?? [];
        if (calls.length === 0) {
          const content = message.content?.trim();
          if (!content) throw new LlmFailure('the model answered nothing', done);
          return {
            markdown: content,
            listingKey: done.findLast((r) => r.listingKey)?.listingKey ?? null,
            ...replyExtras(done),
          };
        }
        messages.push({ role: 'assistant', content: message.content ?? null, tool_calls: calls });
        for (const call of calls) {
          const { content, result } = await callTool(ctx, call);
          if (result) done.push(result);
          messages.push({ role: 'tool', tool_call_id: call.id, content });
        }
      }
      throw new LlmFailure(`no answer after ${MAX_ROUNDS} rounds of tool calls`, done);
    },
  };
};
