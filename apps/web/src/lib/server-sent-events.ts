/** One block of a server-sent events stream: its `event:` name, or `comment` for a `:` heartbeat. */
export type StreamEvent = { type: string; data: string };

const eventOf = (block: string): StreamEvent | null => {
  let type = 'message';
  const data: string[] = [];
  let comment = false;
  for (const line of block.split(/\r?\n/)) {
    if (line.startsWith(':')) comment = true;
    else if (line.startsWith('event:')) type = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
  }
  if (data.length > 0 || type !== 'message') return { type, data: data.join('\n') };
  return comment ? { type: 'comment', data: '' } : null;
};

/**
 * The events of a `text/event-stream` body (the WHATWG format's blocks, `retry:` and `id:` left
 * out), in order, until the body ends or its reader is cancelled.
 */
export async function* serverSentEvents(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<StreamEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      const blocks = buffer.split(/\r?\n\r?\n/);
      buffer = blocks.pop() ?? '';
      for (const block of blocks) {
        const event = eventOf(block);
        if (event) yield event;
      }
    }
  } finally {
    reader.releaseLock();
  }
}
