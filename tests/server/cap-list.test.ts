import type { FastifyReply } from 'fastify';
import { LIST_CAPPED_HEADER, Schema } from '../../host/core/endpoints';
import { capAnswerLists, capList, hasListBounds } from '../../host/server/endpoints/cap-list';

function fakeReply(): FastifyReply & { headers: Record<string, string> } {
  const headers: Record<string, string> = {};
  const reply = {
    headers,
    header(name: string, value: string) {
      headers[name] = value;
      return reply;
    },
    hasHeader: (name: string) => name in headers,
  };
  return reply as unknown as FastifyReply & { headers: Record<string, string> };
}

test('capList keeps the first max rows and says so only when there were more', () => {
  const reply = fakeReply();
  expect(capList([1, 2, 3], 3, reply)).toEqual([1, 2, 3]);
  expect(reply.headers).toEqual({});
  expect(capList([1, 2, 3, 4], 3, reply)).toEqual([1, 2, 3]);
  expect(reply.headers).toEqual({ [LIST_CAPPED_HEADER]: '3' });
});

const Row = Schema.Object({ id: Schema.Integer(), tags: Schema.Array(Schema.String(), { maxItems: 2 }) });
const Answer = Schema.Object({
  title: Schema.String(),
  rows: Schema.Array(Row, { maxItems: 3 }),
  extra: Schema.Optional(Schema.Nullable(Schema.Array(Schema.Integer(), { maxItems: 1 }))),
});

test('the mounting cuts every declared list of an answer, at any depth, and leaves the rest as it was', () => {
  const reply = fakeReply();
  const answer = {
    title: 't',
    rows: [1, 2, 3, 4, 5].map((id) => ({ id, tags: ['a', 'b', 'c'] })),
    extra: [7, 8],
  };
  const capped = capAnswerLists(Answer, answer, reply) as typeof answer;
  expect(capped).toEqual({
    title: 't',
    rows: [1, 2, 3].map((id) => ({ id, tags: ['a', 'b'] })),
    extra: [7],
  });
  // The handler's answer is not changed in place.
  expect(answer.rows).toHaveLength(5);
  expect(reply.headers).toEqual({ [LIST_CAPPED_HEADER]: '3' });
});

test('an answer within its bounds is the same object, with no header', () => {
  const reply = fakeReply();
  const answer = { title: 't', rows: [{ id: 1, tags: [] }], extra: null };
  expect(capAnswerLists(Answer, answer, reply)).toBe(answer);
  expect(capAnswerLists(Schema.Array(Row, { maxItems: 3 }), [], reply)).toEqual([]);
  expect(reply.headers).toEqual({});
});

test('only answers with a bounded list are walked', () => {
  expect(hasListBounds(Answer)).toBe(true);
  expect(hasListBounds(Schema.Object({ message: Schema.String() }))).toBe(false);
});
