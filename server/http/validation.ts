import { z } from 'zod';
import { badRequest } from './errors';

type Issue = z.core.$ZodIssue;
type Def = { type: string; innerType?: z.ZodType; options?: readonly z.ZodType[]; in?: z.ZodType; element?: z.ZodType };

/** The kinds of value a (possibly wrapped) schema accepts: 'number', 'boolean', 'array', 'string'… */
function acceptedKinds(schema: z.ZodType | undefined, kinds = new Set<string>()): Set<string> {
  if (!schema) return kinds;
  const def = schema._zod.def as unknown as Def;
  if (def.innerType) return acceptedKinds(def.innerType, kinds);
  if (def.type === 'pipe') return acceptedKinds(def.in, kinds);
  if (def.type === 'union') {
    for (const option of def.options ?? []) acceptedKinds(option, kinds);
    return kinds;
  }
  kinds.add(def.type);
  return kinds;
}

/** The element schema of the first list the (possibly wrapped) schema accepts. */
function arrayElement(schema: z.ZodType | undefined): z.ZodType | undefined {
  if (!schema) return undefined;
  const def = schema._zod.def as unknown as Def;
  if (def.type === 'array') return def.element;
  if (def.innerType) return arrayElement(def.innerType);
  if (def.type === 'pipe') return arrayElement(def.in);
  for (const option of def.options ?? []) {
    const element = arrayElement(option);
    if (element) return element;
  }
  return undefined;
}

function coerceOne(value: string, kinds: Set<string>): unknown {
  if (kinds.has('string') || kinds.has('enum') || kinds.has('literal')) return value;
  if ((kinds.has('number') || kinds.has('int')) && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  if (kinds.has('boolean') && (value === 'true' || value === 'false')) return value === 'true';
  if (kinds.has('array')) return [value];
  return value;
}

/**
 * Query strings and path parameters arrive as strings; turn each into the number, boolean or list
 * its contract field expects, so the contract can say `z.number()` for both JSON bodies and queries.
 */
export function coerceStrings(schema: z.ZodType, raw: unknown): unknown {
  const shape = schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : undefined;
  if (!shape || typeof raw !== 'object' || raw === null) return raw;
  const coerced: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    const field = shape[key];
    if (!field) continue; // unknown keys are dropped, as the object schema would
    const kinds = acceptedKinds(field);
    const elementKinds = () => acceptedKinds(arrayElement(field));
    if (typeof value === 'string') {
      // A single `?ids=3` for a list field becomes a list of one, its item coerced like the rest.
      const single = coerceOne(value, kinds);
      coerced[key] = Array.isArray(single) ? single.map((item) => coerceOne(String(item), elementKinds())) : single;
    } else if (Array.isArray(value) && kinds.has('array')) {
      const itemKinds = elementKinds();
      coerced[key] = value.map((item) => (typeof item === 'string' ? coerceOne(item, itemKinds) : item));
    } else if (Array.isArray(value)) coerced[key] = value.at(-1); // `?a=1&a=2` for a single value: the last wins
    else coerced[key] = value;
  }
  return coerced;
}

const isDefaultWording = (message: string) => /^(Invalid |Too (big|small)|Unrecognized )/.test(message);

/** Plain-English wording for zod's own messages; messages written in the contract are kept as they are. */
function describe(issue: Issue, field: string): string {
  if (!isDefaultWording(issue.message)) return issue.message;
  const name = field || 'The request body';
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? `${name} is required.` : `${name} must be ${article(issue.expected)}.`;
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? `${name} is required.` : `${name} must be at least ${issue.minimum} characters.`;
      if (issue.origin === 'array') return `${name} needs at least ${issue.minimum} items.`;
      return `${name} must be at least ${issue.minimum}.`;
    case 'too_big':
      if (issue.origin === 'string') return `${name} must be at most ${issue.maximum} characters.`;
      if (issue.origin === 'array') return `${name} can have at most ${issue.maximum} items.`;
      return `${name} must be at most ${issue.maximum}.`;
    case 'invalid_value':
      return `${name} must be one of: ${issue.values.map(String).join(', ')}.`;
    case 'invalid_format':
      return issue.format === 'email' ? `${name} must be a valid e-mail address.` : `${name} is not in the expected format.`;
    case 'unrecognized_keys':
      return `Unexpected field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}.`;
    default:
      return `${name} is not valid.`;
  }
}

function article(expected: string): string {
  const words: Record<string, string> = {
    number: 'a number',
    int: 'a whole number',
    string: 'text',
    boolean: 'true or false',
    array: 'a list',
    object: 'an object',
  };
  return words[expected] ?? `a ${expected}`;
}

/**
 * A union's issues come per branch. Report the branch the client most likely meant: the one that
 * complains least about fields the client did not send at all.
 */
function flatten(issues: readonly Issue[], input: unknown, prefix: PropertyKey[] = []): Issue[] {
  return issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path];
    if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [{ ...issue, path }];
    const sent = typeof input === 'object' && input !== null ? new Set(Object.keys(input)) : new Set<string>();
    const missing = (branch: readonly Issue[]) =>
      branch.filter((i) => typeof i.path[0] === 'string' && !sent.has(i.path[0])).length;
    const best = [...issue.errors].sort((a, b) => missing(a) - missing(b) || a.length - b.length)[0] ?? [];
    return flatten(best, input, path);
  });
}

/** Parses `data` or throws a 400 naming each bad field. */
export function validate<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data, { reportInput: true });
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of flatten(result.error.issues, data)) {
    const field = issue.path.map(String).join('.');
    fields[field] ??= describe(issue, field);
  }
  const messages = [...new Set(Object.values(fields))];
  const names = Object.keys(fields).filter(Boolean);
  const message =
    messages.length === 1 ? messages[0]! : `Please correct these fields: ${names.join(', ')}.`;
  delete fields[''];
  throw badRequest(message, fields);
}
