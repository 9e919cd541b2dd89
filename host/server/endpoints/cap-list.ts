import type { TSchema } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import { LIST_CAPPED_HEADER } from '../../core/endpoints';

/**
 * The first `max` rows of a list a handler read with `.limit(max + 1)`, newest first: the extra row says there
 * were more, and the answer then carries LIST_CAPPED_HEADER. How a handler keeps a growing list bounded.
 */
export function capList<T>(rows: readonly T[], max: number, reply: FastifyReply): T[] {
  if (rows.length <= max) return [...rows];
  void reply.header(LIST_CAPPED_HEADER, String(max));
  return rows.slice(0, max);
}

interface ListSchema {
  type?: string;
  maxItems?: number;
  items?: ListSchema;
  properties?: Record<string, ListSchema>;
  anyOf?: ListSchema[];
}

/** Declarations never change once made, so what is learnt about a schema node is kept with it. */
const boundsOf = new WeakMap<object, boolean>();
const boundedPropertiesOf = new WeakMap<object, ReadonlyArray<readonly [string, ListSchema]>>();

/** Whether a schema declares a bounded list anywhere: only those answers are walked. */
export function hasListBounds(schema: TSchema): boolean {
  const node = schema as ListSchema;
  let bounded = boundsOf.get(node);
  if (bounded === undefined) {
    bounded =
      node.maxItems !== undefined ||
      [...Object.values(node.properties ?? {}), ...(node.items ? [node.items] : []), ...(node.anyOf ?? [])].some((child) =>
        hasListBounds(child as TSchema),
      );
    boundsOf.set(node, bounded);
  }
  return bounded;
}

/** The properties of an object schema under which a bounded list is declared: the only ones the walk visits. */
function boundedProperties(node: ListSchema & { properties: Record<string, ListSchema> }): ReadonlyArray<readonly [string, ListSchema]> {
  let properties = boundedPropertiesOf.get(node);
  if (!properties) {
    properties = Object.entries(node.properties).filter(([, child]) => hasListBounds(child as TSchema));
    boundedPropertiesOf.set(node, properties);
  }
  return properties;
}

/**
 * Every list of an answer, at any depth, cut at its declared `maxItems` (the mounting's guarantee behind the
 * handlers' own caps): returns the answer, copied where something was cut, and sets LIST_CAPPED_HEADER (the
 * first cut list's maximum) then.
 */
export function capAnswerLists(schema: TSchema, answer: unknown, reply: FastifyReply): unknown {
  let cutAt: number | undefined;
  const walk = (node: ListSchema, value: unknown): unknown => {
    if (node.anyOf) {
      // Nullable(...) and other unions: the first branch of the value's kind.
      const branch = node.anyOf.find((option) => (Array.isArray(value) ? option.type === 'array' : option.type === 'object'));
      return branch ? walk(branch, value) : value;
    }
    if (Array.isArray(value)) {
      const kept = node.maxItems !== undefined && value.length > node.maxItems ? value.slice(0, node.maxItems) : value;
      if (kept !== value) cutAt ??= node.maxItems;
      const items = node.items;
      if (!items || !hasListBounds(items as TSchema)) return kept;
      let changed = kept !== value;
      const walked = kept.map((item: unknown) => {
        const next = walk(items, item);
        if (next !== item) changed = true;
        return next;
      });
      return changed ? walked : value;
    }
    if (value !== null && typeof value === 'object' && node.properties) {
      let copy: Record<string, unknown> | undefined;
      for (const [key, child] of boundedProperties(node as ListSchema & { properties: Record<string, ListSchema> })) {
        const current = (value as Record<string, unknown>)[key];
        if (current === undefined) continue;
        const next = walk(child, current);
        if (next !== current) (copy ??= { ...(value as Record<string, unknown>) })[key] = next;
      }
      return copy ?? value;
    }
    return value;
  };
  const result = walk(schema as ListSchema, answer);
  if (cutAt !== undefined && !reply.hasHeader(LIST_CAPPED_HEADER)) void reply.header(LIST_CAPPED_HEADER, String(cutAt));
  return result;
}
