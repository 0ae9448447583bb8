import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createBoundedCache } from '../../platform/cache/bounded-cache';
import { compressionThreshold } from '../../platform/http/compression';
import type { AnswerBody, AnswerEncoding } from './answer-cache';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The encoding negotiated as the compression plugin negotiates it (the same library and order:
 * brotli, else gzip; `x-gzip` and `*` count as gzip), over a bounded memory of header values.
 */
const negotiator = new Negotiator<AnswerEncoding>({
  supportedValues: ['br', 'gzip'],
  cache: createBoundedCache<string, string>({ max: 200 }),
});

const encodingFor = (request: FastifyRequest, body: AnswerBody): AnswerEncoding | null => {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string' || body.json.length < compressionThreshold) return null;
  return negotiator.negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'));
};

/**
 * Sends a kept answer (ADR 036) in the encoding the client accepts, compressed once for every
 * request that asks the same (the plugin leaves an answer that names its encoding alone).
 */
export const sendAnswer = (request: FastifyRequest, reply: FastifyReply, body: AnswerBody) => {
  const encoding = encodingFor(request, body);
  reply.type(JSON_TYPE).header('vary', 'accept-encoding');
  if (encoding === null) return reply.send(body.json);
  return reply.header('content-encoding', encoding).send(body.encoded(encoding));
};
