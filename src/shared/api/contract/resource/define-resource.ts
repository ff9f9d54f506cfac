import { z } from 'zod';
import type { Service } from '@/shared/config';
import type { PermissionBit, SecurityPointKey } from '@/shared/lib/permissions';
import { pageReply, pageQuery, siteListQuery, successReply } from '../common';
import { defineCall, type Access, type CallDef, type CallPermission, type HttpMethod } from '../define';
import { historyReply } from './history';

/**
 * How a list asks for a page: the content site's `pageno`/`limitCount`/`firstIndex: -2`/`keyword`, or the
 * academy's and shop's `pageNumber`/`pageSize`/`descending`/`sortProperties` (plus `keyword`). Both answer one page shape.
 */
export type PagingDialect = 'site' | 'academy';

export type WriteOperation = 'create' | 'update' | 'delete';
export type ResourceOperation = 'list' | 'find' | WriteOperation | 'history';

type Bits = PermissionBit | readonly PermissionBit[];

/** The bits each operation needs; several mean any one of them (the spec's "add or edit"). */
export type OperationBits = Record<ResourceOperation, Bits>;

const DEFAULT_BITS: OperationBits = { list: 'list', find: 'view', create: 'add', update: 'edit', delete: 'delete', history: 'view' };

/** The spec's words a resource's calls answer with; the defaults are the spec's shared toasts. */
export interface ResourceMessages {
  added: string;
  updated: string;
  deleted: string;
  notFound: string;
}

/**
 * A call that changes one record in a way of its own rather than through its form: a status change
 * (publish, unpublish, activate, ban), answered with the record as it now is. Its path names the record
 * as the resource's other calls do (`:id` in a path, or `?id=`).
 */
export interface ResourceActionSpec {
  method?: Extract<HttpMethod, 'PATCH' | 'POST' | 'PUT'>;
  path: string;
  summary: string;
  /** The bits it needs on the resource's point; `edit` when not given. */
  bits?: Bits;
  /** What it takes besides the id (a status, the chosen course ids). */
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The spec's words of success. */
  message: string;
  /** A rule the handler checks beside `bits`, as it depends on what is asked (deleting needs the delete bit). */
  checkedInHandler?: string;
}

/** The spec's paths, relative to the service. A write operation whose path is not given does not exist. */
export interface ResourcePaths {
  list: string;
  find: string;
  create?: string;
  update?: string;
  delete?: string;
  history: string;
}

export interface ResourceSpec<
  IdKey extends string,
  Record extends z.ZodObject,
  Input extends z.ZodObject,
  Filters extends z.ZodObject,
  Actions extends { [name: string]: ResourceActionSpec },
> {
  /** Singular, lower-case: 'tag'. Names the history rows and the generated OpenAPI summaries. */
  name: string;
  service: Service;
  point: SecurityPointKey;
  /** The record's id field, as the spec names it ('tagId', 'id'). */
  idKey: IdKey;
  /** A record as the server sends it, id included. */
  record: Record;
  /** What create and update send (a query-id update adds the id), with the spec's messages. */
  input: Input;
  /** Filters a list may send beside the paging fields (a category, a type, a course). */
  filters?: Filters;
  paging: PagingDialect;
  /**
   * The spec's paths. One with `:id` names its record in the path (the academy's `GET discount/{id}`);
   * otherwise the record is named by `?id=`, and an update sends its id in the body under `idKey`.
   */
  paths: ResourcePaths;
  /** The update's method: PUT where its path names the record, POST otherwise, unless the spec says (`PUT chapter/update`). */
  updateMethod?: 'POST' | 'PUT';
  /** Overrides of the bits per operation. */
  bits?: Partial<OperationBits>;
  /** Status changes and other one-record calls, by name. */
  actions?: Actions;
  /** The list is one whose 401 ends the session (the spec's lessons, chats, chapters and discounts). */
  endsSessionOn401?: boolean;
  messages: ResourceMessages;
}

/** The access of a call needing one of `bits` on `point`. */
export const accessFor = (point: SecurityPointKey, bits: Bits): Access => {
  const rules: CallPermission[] = [bits].flat().map((bit) => ({ point, bit }));
  return rules.length === 1 ? rules[0]! : { anyOf: rules };
};

/**
 * The list body of a dialect. The site's lists may also name their order (the stories' `sortField` and
 * `descending`), the academy's theirs (`sortProperties`, `descending`).
 */
const listBodyOf = (paging: PagingDialect) =>
  paging === 'site'
    ? siteListQuery.extend({ descending: z.boolean().optional(), sortField: z.string().max(100).optional() })
    : pageQuery.extend({ keyword: z.string().max(500).optional() });

const recordId = z.coerce.number().int().positive();
const namesInPath = (path: string) => path.includes(':id');

/** The arguments that name record `id` in a call of a resource: `{ params: { id } }` or `{ query: { id } }`. */
export const recordArgs = (call: CallDef, id: number) => (namesInPath(call.path) ? { params: { id } } : { query: { id } });

/**
 * A call that names one record: where the id goes (path or query) depends on the declaration, so its
 * arguments come from the resource's `idArgs` and `updateArgs` and only its reply is typed here.
 */
export type RecordCall<Reply extends z.ZodType> = CallDef<z.ZodType, z.ZodType, z.ZodType, Reply>;

/**
 * One declaration per resource of the spec; the calls (and from them the server's routes, the OpenAPI
 * operations, the client's calls and the stories' handlers) are derived from it.
 */
export function defineResource<
  IdKey extends string,
  Record extends z.ZodObject,
  Input extends z.ZodObject,
  Filters extends z.ZodObject = z.ZodObject,
  Actions extends { [name: string]: ResourceActionSpec } = { [name: string]: ResourceActionSpec },
>(spec: ResourceSpec<IdKey, Record, Input, Filters, Actions>) {
  const bits: OperationBits = { ...DEFAULT_BITS, ...spec.bits };
  const access = (operation: ResourceOperation) => accessFor(spec.point, bits[operation]);
  const { service, paths } = spec;
  // The id of one record: `/discount/:id` or `?id=`, with what else the call takes in its query.
  const named = (path: string, query?: z.ZodObject) =>
    namesInPath(path) ? { params: z.object({ id: recordId }), query } : { query: z.object({ id: recordId }).extend(query?.shape ?? {}) };
  const updateNamed = (path: string): { params?: z.ZodType; body: z.ZodType } =>
    namesInPath(path) ? { params: z.object({ id: recordId }), body: spec.input } : { body: spec.input.extend({ [spec.idKey]: z.number().int().positive() }) };
  const listBody = (spec.filters ? listBodyOf(spec.paging).extend(spec.filters.shape) : listBodyOf(spec.paging)) as z.ZodObject;
  const savedReply = successReply.extend({ data: spec.record });
  const optional = <C>(path: string | undefined, make: (path: string) => C) => (path === undefined ? undefined : make(path));

  const actionCall = (action: ResourceActionSpec) =>
    defineCall({
      service,
      method: action.method ?? 'PATCH',
      path: action.path,
      summary: action.summary,
      access: accessFor(spec.point, action.bits ?? 'edit'),
      ...named(action.path, action.query),
      body: action.body,
      checkedInHandler: action.checkedInHandler,
      reply: savedReply,
    }) as RecordCall<typeof savedReply>;
  const actions = Object.fromEntries(Object.entries(spec.actions ?? {}).map(([name, action]) => [name, actionCall(action)])) as {
    [Name in keyof Actions]: RecordCall<typeof savedReply>;
  };

  const calls = {
    list: defineCall({ service, method: 'POST', path: paths.list, summary: `List ${spec.name} records`, access: access('list'), body: listBody, reply: pageReply(spec.record), endsSessionOn401: spec.endsSessionOn401 }),
    find: defineCall({ service, method: 'GET', path: paths.find, summary: `Find one ${spec.name}`, access: access('find'), ...named(paths.find), reply: spec.record }) as RecordCall<Record>,
    create: optional(paths.create, (path) =>
      defineCall({ service, method: 'POST', path, summary: `Add a ${spec.name}`, access: access('create'), body: spec.input, reply: savedReply }),
    ),
    update: optional(
      paths.update,
      (path) =>
        defineCall({
          service,
          method: spec.updateMethod ?? (namesInPath(path) ? 'PUT' : 'POST'),
          path,
          summary: `Change a ${spec.name}`,
          access: access('update'),
          ...updateNamed(path),
          reply: savedReply,
        }) as RecordCall<typeof savedReply>,
    ),
    delete: optional(
      paths.delete,
      (path) => defineCall({ service, method: 'DELETE', path, summary: `Delete a ${spec.name}`, access: access('delete'), ...named(path), reply: successReply }) as RecordCall<typeof successReply>,
    ),
    history: defineCall({ service, method: 'GET', path: paths.history, summary: `The changes of one ${spec.name}`, access: access('history'), ...named(paths.history), reply: historyReply }) as RecordCall<typeof historyReply>,
    actions,
  };

  return {
    ...spec,
    bits,
    calls,
    /** The arguments of an update of record `id` to `values`: the id in the path, or in the body under `idKey`. */
    updateArgs: (id: number, values: object) =>
      paths.update !== undefined && namesInPath(paths.update) ? { params: { id }, body: values } : { body: { ...values, [spec.idKey]: id } },
  };
}

export type Resource = ReturnType<typeof defineResource>;
