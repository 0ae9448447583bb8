import type autocannon from 'autocannon';

/** The part of autocannon's client (9.x, `lib/httpClient.js`) that keeps each response's body. */
type BodyKeeping = { pipelinedRequests?: { addBody?: (data: Buffer) => void } };

/**
 * An autocannon `setupClient` that keeps no response bodies. autocannon appends every body chunk
 * to a string (`body += chunk`: a UTF-8 decode per response) for `expectBody`, which the bench does
 * not use. On these two shared cores that decoding is the load generator's own CPU taken from the
 * server, and it is ten times dearer per byte for compressed bytes than for JSON: 9 KB of brotli
 * took 250 µs to decode, 56 KB of JSON 24 µs, so a route answered compressed was measured as the
 * slowest (docs/performance.md, MLS replica). The bytes are still counted; nothing is decoded,
 * as a browser would decompress on its own machine. Fails loudly if autocannon changes.
 */
export const withoutBodies = (client: autocannon.Client) => {
  const queue = (client as unknown as BodyKeeping).pipelinedRequests;
  if (typeof queue?.addBody !== 'function') {
    throw new Error('autocannon no longer keeps bodies through pipelinedRequests.addBody');
  }
  queue.addBody = () => undefined;
};
