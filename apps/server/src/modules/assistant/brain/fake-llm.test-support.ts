import Fastify from 'fastify';

/** A chat-completions request as the LLM brain sends it. */
export type SeenRequest = {
  authorization: string | undefined;
  body: {
    model: string;
    messages: {
      role: string;
      content: string | null;
      tool_call_id?: string;
      tool_calls?: unknown[];
    }[];
    tools: {
      type: string;
      function: { name: string; description: string; parameters: Record<string, unknown> };
    }[];
  };
};

/** What the fake answers to one request: a completion, another status, or never. */
export type FakeAnswer =
  | { toolCalls: { name: string; arguments: unknown }[] }
  | { content: string }
  | { status: number; body?: unknown }
  | 'hang';

/**
 * A local OpenAI-compatible chat-completions server that plays back a script: each request takes
 * the next answer (tool calls or a final message); every request is kept for the test to read.
 */
export const startFakeLlm = async () => {
  // A hanging answer keeps its connection open; closing cuts it.
  const app = Fastify({ forceCloseConnections: true });
  const seen: SeenRequest[] = [];
  let script: FakeAnswer[] = [];
  let calls = 0;
  app.post('/v1/chat/completions', async (request, reply) => {
    seen.push({
      authorization: request.headers.authorization,
      body: request.body as SeenRequest['body'],
    });
    const answer = script.shift() ?? { status: 500, body: { error: 'script ran out' } };
    if (answer === 'hang') return new Promise(() => undefined);
    if ('status' in answer) return reply.code(answer.status).send(answer.body ?? {});
    const message =
      'content' in answer
        ? { role: 'assistant', content: answer.content }
        : {
            role: 'assistant',
            content: null,
            tool_calls: answer.toolCalls.map((call) => {
              calls += 1;
              return {
                id: `call_${calls}`,
                type: 'function',
                function: {
                  name: call.name,
                  arguments:
                    typeof call.arguments === 'string'
                      ? call.arguments
                      : JSON.stringify(call.arguments),
                },
              };
            }),
          };
    return {
      id: 'chatcmpl-1',
      object: 'chat.completion',
      choices: [{ index: 0, message, finish_reason: 'stop' }],
    };
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url: `${address}/v1`,
    seen,
    /** The answers of the next requests, in order. */
    play: (...answers: FakeAnswer[]) => {
      script = answers;
      seen.length = 0;
    },
    close: () => app.close(),
  };
};
export type FakeLlm = Awaited<ReturnType<typeof startFakeLlm>>;
