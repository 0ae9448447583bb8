import { type ErrorBody, serverMessages } from '@rela/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Issue = NonNullable<ErrorBody['issues']>[number];

export type ErrorAnswer = {
  status: number;
  code: string;
  message: string;
  headers?: Record<string, string>;
  issues?: Issue[];
  allowed?: readonly string[];
};

/** Sends the one error shape: `{status, code, statusMessage, message, requestId, issues?}`. */
export const sendError = (request: FastifyRequest, reply: FastifyReply, answer: ErrorAnswer) => {
  const body: ErrorBody = {
    status: answer.status,
    code: answer.code,
    statusMessage: answer.message,
    message: answer.message,
    requestId: request.id,
    ...(answer.issues ? { issues: answer.issues } : {}),
    ...(answer.allowed ? { allowed: [...answer.allowed] } : {}),
  };
  return reply
    .code(answer.status)
    .headers(answer.headers ?? {})
    .type('application/json; charset=utf-8')
    .send(body);
};

export const notFoundAnswer: ErrorAnswer = {
  status: 404,
  code: 'NOT_FOUND',
  message: serverMessages.notFound,
};
