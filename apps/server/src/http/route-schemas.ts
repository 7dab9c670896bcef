import { envelopeSchema } from '@croupier/contracts';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';

/** The 200 answer of a route: the envelope around the contracts' value schema. */
export const answers = <Value extends z.ZodType>(value: Value) => ({ 200: envelopeSchema(value) });

/** The answer of a call that only says it was done (`value: true`). */
export const done = answers(z.literal(true));

/** Request bodies the spec's clients send as forms as well as JSON. */
export const jsonOrForm = ['application/json', 'application/x-www-form-urlencoded'];

/**
 * The spec's GET-or-POST calls take their input as the query of a GET, or as a JSON or form body of a POST,
 * where query fields fill in what the body leaves out: the POST route's body schema then validates the whole.
 */
export async function mergeQueryIntoBody(request: FastifyRequest) {
  request.body = { ...(request.query as object), ...(request.body ?? {}) };
}

// Any instance, whatever its type provider.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyInstance = FastifyInstance<any, any, any, any, any>;

/**
 * Registers one of the spec's GET-or-POST calls: the GET declares `input` as its query, the POST as its body
 * (query fields filling in what the body leaves out), both with the same answer; the handler gets the parsed input.
 */
export function getOrPost<Input extends z.ZodType>(
  scope: AnyInstance,
  url: string,
  options: {
    summary: string;
    input: Input;
    params?: z.ZodType;
    answer: z.ZodType;
    config?: FastifyContextConfig;
  },
  handler: (request: FastifyRequest, input: z.output<Input>) => Promise<unknown>,
) {
  const { summary, input, params, answer, config = {} } = options;
  const common = { summary, ...(params ? { params } : {}), response: answers(answer) };
  scope.get(url, { schema: { ...common, querystring: input }, config }, (request: FastifyRequest) =>
    handler(request, request.query as z.output<Input>),
  );
  scope.post(
    url,
    { schema: { ...common, body: input }, config, preValidation: mergeQueryIntoBody },
    (request: FastifyRequest) => handler(request, request.body as z.output<Input>),
  );
}
