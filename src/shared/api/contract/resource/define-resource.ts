import { z } from 'zod';
import type { Service } from '@/shared/config';
import type { PermissionBit, SecurityPointKey } from '@/shared/lib/permissions';
import { firstIndexField, pageNumberField, pageQuery, pageReply, pageSizeField, recordIdField, siteListQuery, successReply } from '../common';
import { defineCall, type Access, type CallDef, type CallPermission, type HttpMethod } from '../define';
import { historyReply } from './history';
import { BULK_LIMIT, BULK_MESSAGES, SORT_MESSAGES, sortableOnlyBy, tooManyAtOnce } from './messages';

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
  /** The record is named in the (object) body under the resource's `idKey`, as the spec's `POST user/ban { reason, userId }`, rather than in the path or query. */
  idInBody?: boolean;
}

/**
 * One change made to several chosen records in one call (the spec's `POST post/hideAll { listOfPostIds,
 * hideIndicator }`): the body lists their ids under `idsKey`, beside what else it takes. The server makes
 * the change to each in one transaction, with a history row for every record changed, and answers how
 * many changed and which were refused and why (an unknown id, one already so, one that cannot be changed).
 */
export interface ResourceBulkActionSpec {
  method?: Extract<HttpMethod, 'PATCH' | 'POST' | 'PUT'>;
  path: string;
  summary: string;
  /** The bits it needs on the resource's point; `edit` when not given. */
  bits?: Bits;
  /** The body's field listing the chosen records' ids ('listOfPostIds'). */
  idsKey: string;
  /** What the body takes besides the ids (a hide indicator). */
  body?: z.ZodObject;
  /** The most ids one call may name; BULK_LIMIT when not given. */
  maxIds?: number;
  /** The spec's words of success. */
  message: string;
}

/** What a bulk action answers: how many records changed, their ids, and each refused one with the words why. */
export const bulkReply = successReply.extend({
  data: z.object({
    changed: z.number().int(),
    changedIds: z.array(z.number().int()),
    refused: z.array(z.object({ id: z.number().int(), message: z.string() })),
  }),
});
export type BulkResult = z.infer<typeof bulkReply>['data'];

/**
 * A file a resource's create and update carry beside the input's fields, in a multipart form (a card's
 * image and thumbnail), and the call answering its stored bytes.
 */
export interface ResourceFileSpec {
  /** The largest file, in bytes. */
  maxBytes: number;
  /** The content types it may have (the server also checks the leading bytes). */
  types: readonly string[];
  /** GET path answering the stored bytes, naming the record with `:id` (`/card/image/download-full/:id`). */
  download: string;
  /** The file may be left out when adding too (the shop's "optional imageFile, logoFile, bannerFile"). */
  optional?: boolean;
  /** The spec's words: a file too large, one missing when adding (unless `optional`), one of another type. */
  messages: { tooLarge: string; required?: string; wrongType: string };
}

/** The replies to a multipart form refused as a whole. */
export interface ResourceFormMessages {
  notMultipart: string;
  unreadable: string;
  tooManyParts: string;
  /** The JSON part (`requestPart`) is missing or not JSON. */
  notJson?: string;
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
  Files extends { [part: string]: ResourceFileSpec } = { [part: string]: ResourceFileSpec },
  SortField extends string = string,
  BulkActions extends { [name: string]: ResourceBulkActionSpec } = { [name: string]: ResourceBulkActionSpec },
> {
  /** Singular, lower-case: 'tag'. Names the history rows and the generated OpenAPI summaries. */
  name: string;
  service: Service;
  point: SecurityPointKey;
  /** Only members of these security groups may make any of its calls (the spec's community entries), whatever their bits. */
  groups?: readonly number[];
  /** The record's id field, as the spec names it ('tagId', 'id'). */
  idKey: IdKey;
  /** A record as the server sends it, id included. */
  record: Record;
  /**
   * A list row, where it is narrower than the record `find` answers (a batch's row without its lesson
   * contents); the record when not given.
   */
  listRecord?: z.ZodObject;
  /** What create and update send (a query-id update adds the id), with the spec's messages. */
  input: Input;
  /**
   * What create sends, where the spec names its fields otherwise than the update's (a business user's
   * `placeCityName` against `cityName`, a password only when adding); `input` when not given.
   */
  createInput?: z.ZodObject;
  /** The list body's field the search box's words go in, where the spec names it (`name`); `keyword` otherwise. */
  searchField?: string;
  /** Filters a list may send beside the paging fields (a category, a type, a course). */
  filters?: Filters;
  paging: PagingDialect;
  /**
   * The fields a list may be sorted by (the site's `sortField`, the academy's `sortProperties`), each a
   * field of the record; the server refuses any other with 400, and the list's headers of these columns sort.
   */
  sortFields?: readonly SortField[];
  /**
   * The spec's paths. One with `:id` names its record in the path (the academy's `GET discount/{id}`);
   * otherwise the record is named by `?id=`, and an update sends its id in the body under `idKey`.
   */
  paths: ResourcePaths;
  /**
   * The list's method: POST with the paging fields in the body unless the spec says GET
   * (`GET security/group/list`), which sends them in the query; a GET list's filters are declared as a
   * query reads them (`z.coerce.number()`).
   */
  listMethod?: 'GET' | 'POST';
  /** The query name of the record's id in `find`, where the spec names it (`find?groupId`); `id` otherwise. */
  findIdName?: string;
  /**
   * Other lists of the same records, each at a path of its own with the same body and reply (the packages'
   * `package/list-expired` beside `package/list`): the server's store says which records each one holds.
   */
  moreLists?: { readonly [name: string]: { path: string; summary: string } };
  /**
   * Where the spec's paths name a record by fields of its own rather than its id (a product by its vendor's
   * slug and its store's id: `/product/:vendorSlug/:productId`): those path parameters, which the record
   * carries under the same names. A path with `:id` still names the record by id.
   */
  recordKey?: z.ZodObject;
  /** What `find` takes in its query besides the record (the spec's `?fetchDetail=true`). */
  findQuery?: z.ZodObject;
  /** The query name of the record's id in `find` and `delete`, where the spec names both so (`find?userId`, `delete-business?userId`). */
  idName?: string;
  /** The update's method: PUT where its path names the record, POST otherwise, unless the spec says (`PUT chapter/update`, `PATCH lesson-content/{id}/`). */
  updateMethod?: 'POST' | 'PUT' | 'PATCH';
  /**
   * A rule the update's handler checks beside its bits, as it depends on what is sent (a theory's
   * status, sent in the same PATCH, also needs the perform bit); the server's `check` enforces it.
   */
  updateCheckedInHandler?: string;
  /** Overrides of the bits per operation. */
  bits?: Partial<OperationBits>;
  /** Status changes and other one-record calls, by name. */
  actions?: Actions;
  /** Changes made to several chosen records at once (hide all), by name; a list may offer them over a row selection. */
  bulkActions?: BulkActions;
  /**
   * Files by part name: create and update then send a multipart form (the input's fields as text parts,
   * each file as a part of its own; a file left out of an update keeps the stored one), and each file
   * gets a download call.
   */
  files?: Files;
  /**
   * With `files`: the input travels as one JSON text part of this name (the shop's `request` part) beside
   * the file parts, rather than as a text part per field.
   */
  requestPart?: string;
  /** The replies to a refused multipart form, where `files` is given. */
  formMessages?: ResourceFormMessages;
  messages: ResourceMessages;
}

/** The access of a call needing one of `bits` on `point`. */
export const accessFor = (point: SecurityPointKey, bits: Bits): Access => {
  const rules: CallPermission[] = [bits].flat().map((bit) => ({ point, bit }));
  return rules.length === 1 ? rules[0]! : { anyOf: rules };
};

/** A field a list is sorted by: one its resource declares; any other is refused in words. */
const sortFieldOf = (fields: readonly string[]) => {
  const refusal = fields.length > 0 ? sortableOnlyBy(fields.join(', ')) : SORT_MESSAGES.notSortable;
  return fields.length > 0 ? z.enum(fields as [string, ...string[]], { error: refusal }) : z.string().refine(() => false, refusal);
};

/** The academy's order: a declared field, or a few (only the first counts); an empty list keeps the usual order. */
const sortPropertiesOf = (fields: readonly string[]) => z.union([sortFieldOf(fields), z.array(sortFieldOf(fields)).max(10)]);

/**
 * The list body of a dialect. The site's lists may also name their order (the stories' `sortField` and
 * `descending`), the academy's theirs (`sortProperties`, `descending`).
 */
const listBodyOf = (paging: PagingDialect, sortFields: readonly string[]) =>
  paging === 'site'
    ? siteListQuery.extend({ descending: z.boolean().optional(), sortField: sortFieldOf(sortFields).optional() })
    : pageQuery.extend({ keyword: z.string().max(500).optional(), sortProperties: sortPropertiesOf(sortFields).optional() });

/** The same fields as a query string carries them: numbers and flags as text. */
const listQueryOf = (paging: PagingDialect, sortFields: readonly string[]) =>
  paging === 'site'
    ? siteListQuery.extend({
        pageno: pageNumberField(z.coerce.number(), 0).default(1),
        limitCount: pageSizeField(z.coerce.number()).default(25),
        firstIndex: firstIndexField(z.coerce.number()).default(-2),
        descending: z.stringbool().optional(),
        sortField: sortFieldOf(sortFields).optional(),
      })
    : pageQuery.extend({
        pageNumber: pageNumberField(z.coerce.number()).default(1),
        pageSize: pageSizeField(z.coerce.number()).default(10),
        descending: z.stringbool().optional(),
        keyword: z.string().max(500).optional(),
        sortProperties: sortPropertiesOf(sortFields).optional(),
      });

const recordId = recordIdField(z.coerce.number());
const namesInPath = (path: string) => path.includes(':id');

/** The arguments that name record `id` in a call of a resource: `{ params: { id } }` or `{ query: { id } }`. */
export const recordArgs = (call: CallDef, id: number) => (namesInPath(call.path) ? { params: { id } } : { query: { id } });

/** How the screens name a record in a call: its id, or (a resource with a `recordKey`) the key's fields. */
export type RecordRef = number | { readonly [field: string]: string | number };

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
  Files extends { [part: string]: ResourceFileSpec } = { [part: string]: ResourceFileSpec },
  const SortField extends string = never,
  BulkActions extends { [name: string]: ResourceBulkActionSpec } = { [name: string]: ResourceBulkActionSpec },
>(spec: ResourceSpec<IdKey, Record, Input, Filters, Actions, Files, SortField, BulkActions>) {
  const bits: OperationBits = { ...DEFAULT_BITS, ...spec.bits };
  const access = (operation: ResourceOperation) => accessFor(spec.point, bits[operation]);
  const { service, paths, groups } = spec;
  // The id of one record: `/discount/:id` or `?id=`, with what else the call takes in its query.
  // A path naming its record by the `recordKey`'s fields instead (`/product/:vendorSlug/:productId`).
  const namesByKey = (path: string) => spec.recordKey !== undefined && !namesInPath(path) && /:\w/.test(path);
  const named = (path: string, query?: z.ZodObject, idName = 'id') =>
    namesInPath(path)
      ? { params: z.object({ id: recordId }), query }
      : namesByKey(path)
        ? { params: spec.recordKey, query }
        : { query: z.object({ [idName]: recordId }).extend(query?.shape ?? {}) };
  const findIdName = spec.findIdName ?? spec.idName ?? 'id';
  const deleteIdName = spec.idName ?? 'id';
  // One record's id in a call's request: in the path, or in the query under the spec's name.
  const idArgs = (path: string | undefined, idName: string) => (id: RecordRef) =>
    typeof id === 'object' ? { params: id } : path !== undefined && namesInPath(path) ? { params: { id } } : { query: { [idName]: id } };
  const idIn = (path: string | undefined, idName: string) => (input: { params?: unknown; query?: unknown }) =>
    Number(path !== undefined && namesInPath(path) ? (input.params as { id: unknown }).id : (input.query as { [name: string]: unknown })[idName]);
  const fileParts = Object.keys(spec.files ?? {});
  const optionalFiles = fileParts.filter((part) => spec.files?.[part]?.optional);
  for (const part of fileParts) {
    if (!spec.files?.[part]?.optional && !spec.files?.[part]?.messages.required) throw new Error(`The ${spec.name} file ${part} needs words for when it is missing`);
  }
  // With files, what would be the JSON body goes as the text fields of a multipart form instead (or as its one JSON part).
  const sent = (fields: z.ZodObject, filesOptional: boolean): { body?: z.ZodType; multipart?: CallDef['multipart'] } =>
    fileParts.length > 0 ? { multipart: { fields, file: fileParts, filesOptional, optionalFiles, jsonPart: spec.requestPart } } : { body: fields };
  const updateNamed = (path: string): { params?: z.ZodType; body?: z.ZodType; multipart?: CallDef['multipart'] } =>
    namesInPath(path) || namesByKey(path)
      ? { params: namesByKey(path) ? spec.recordKey : z.object({ id: recordId }), ...sent(spec.input, true) }
      : sent(spec.input.extend({ [spec.idKey]: fileParts.length > 0 ? recordIdField(z.coerce.number()) : recordIdField(z.number()) }), true);
  const listIsGet = spec.listMethod === 'GET';
  const listFields = (listIsGet ? listQueryOf : listBodyOf)(spec.paging, spec.sortFields ?? []);
  const listBody = (spec.filters ? listFields.extend(spec.filters.shape) : listFields) as z.ZodObject;
  const savedReply = successReply.extend({ data: spec.record });
  const optional = <C>(path: string | undefined, make: (path: string) => C) => (path === undefined ? undefined : make(path));

  const bodyNaming = (body: z.ZodType | undefined) => ((body as z.ZodObject | undefined) ?? z.object({})).extend({ [spec.idKey]: recordIdField(z.number()) });
  const actionCall = (action: ResourceActionSpec) =>
    defineCall({
      service,
      groups,
      method: action.method ?? 'PATCH',
      path: action.path,
      summary: action.summary,
      access: accessFor(spec.point, action.bits ?? 'edit'),
      ...(action.idInBody ? { query: action.query } : named(action.path, action.query)),
      body: action.idInBody ? bodyNaming(action.body) : action.body,
      checkedInHandler: action.checkedInHandler,
      reply: savedReply,
    }) as RecordCall<typeof savedReply>;
  const actions = Object.fromEntries(Object.entries(spec.actions ?? {}).map(([name, action]) => [name, actionCall(action)])) as {
    [Name in keyof Actions]: RecordCall<typeof savedReply>;
  };

  const bulkCall = (action: ResourceBulkActionSpec) => {
    const max = action.maxIds ?? BULK_LIMIT;
    const ids = z.array(recordIdField(z.number()), { error: BULK_MESSAGES.none }).min(1, BULK_MESSAGES.none).max(max, tooManyAtOnce(String(max)));
    return defineCall({
      service,
      groups,
      method: action.method ?? 'POST',
      path: action.path,
      summary: action.summary,
      access: accessFor(spec.point, action.bits ?? 'edit'),
      body: (action.body ?? z.object({})).extend({ [action.idsKey]: ids }),
      reply: bulkReply,
    }) as CallDef<z.ZodNever, z.ZodNever, z.ZodType, typeof bulkReply>;
  };
  const bulkActions = Object.fromEntries(Object.entries(spec.bulkActions ?? {}).map(([name, action]) => [name, bulkCall(action)])) as {
    [Name in keyof BulkActions]: CallDef<z.ZodNever, z.ZodNever, z.ZodType, typeof bulkReply>;
  };

  const listCall = (path: string, summary: string) =>
    defineCall({
      service,
      groups,
      method: listIsGet ? 'GET' : 'POST',
      path,
      summary,
      access: access('list'),
      ...(listIsGet ? { query: listBody } : { body: listBody }),
      // A narrower list row is typed as the record: the list's screens read only the row's fields.
      reply: pageReply((spec.listRecord ?? spec.record) as Record),
    }) as CallDef<z.ZodNever, z.ZodType, z.ZodType, ReturnType<typeof pageReply<Record>>>;

  const calls = {
    /** The declared other lists, by name (`moreLists`). */
    lists: Object.fromEntries(Object.entries(spec.moreLists ?? {}).map(([name, { path, summary }]) => [name, listCall(path, summary)])) as {
      readonly [name: string]: ReturnType<typeof listCall>;
    },
    list: listCall(paths.list, `List ${spec.name} records`),
    find: defineCall({ service, groups, method: 'GET', path: paths.find, summary: `Find one ${spec.name}`, access: access('find'), ...named(paths.find, spec.findQuery, findIdName), reply: spec.record }) as RecordCall<Record>,
    create: optional(paths.create, (path) =>
      defineCall({ service, groups, method: 'POST', path, summary: `Add a ${spec.name}`, access: access('create'), ...sent(spec.createInput ?? spec.input, false), reply: savedReply }) as CallDef<
        z.ZodNever,
        z.ZodNever,
        Input,
        typeof savedReply
      >,
    ),
    update: optional(
      paths.update,
      (path) =>
        defineCall({
          service,
          groups,
          method: spec.updateMethod ?? (namesInPath(path) ? 'PUT' : 'POST'),
          path,
          summary: `Change a ${spec.name}`,
          access: access('update'),
          ...updateNamed(path),
          checkedInHandler: spec.updateCheckedInHandler,
          reply: savedReply,
        }) as RecordCall<typeof savedReply>,
    ),
    delete: optional(
      paths.delete,
      (path) =>
        defineCall({ service, groups, method: 'DELETE', path, summary: `Delete a ${spec.name}`, access: access('delete'), ...named(path, undefined, deleteIdName), reply: successReply }) as RecordCall<
          typeof successReply
        >,
    ),
    history: defineCall({ service, groups, method: 'GET', path: paths.history, summary: `The changes of one ${spec.name}`, access: access('history'), ...named(paths.history), reply: historyReply }) as RecordCall<typeof historyReply>,
    actions,
    bulkActions,
    /** GET the stored bytes of each declared file of record `:id`. */
    files: Object.fromEntries(
      Object.entries(spec.files ?? {}).map(([part, file]) => [
        part,
        defineCall({ service, groups, method: 'GET', path: file.download, summary: `The ${part} of one ${spec.name}`, access: access('find'), ...named(file.download), reply: z.unknown() }),
      ]),
    ) as unknown as { [Part in keyof Files]: RecordCall<z.ZodUnknown> },
  };

  return {
    ...spec,
    /** The fields a list may be sorted by; none unless declared. */
    sortFields: (spec.sortFields ?? []) as readonly SortField[],
    bits,
    calls,
    /** The arguments of a list asked with `fields` (paging, search words, filters): the body, or the query of a GET list. */
    listArgs: (fields: object) => (listIsGet ? { query: fields } : { body: fields }),
    /** The page's fields as a list call received them. */
    listFieldsOf: (input: { query?: unknown; body?: unknown }) => (listIsGet ? input.query : input.body) as { [field: string]: unknown },
    /** The arguments of `find` for record `id`: in the path, or in the query under the spec's name. */
    findArgs: idArgs(paths.find, findIdName),
    /** How the screens name `record` in its calls: its `recordKey` fields, or its id. */
    refOf: (record: { readonly [field: string]: unknown }): RecordRef =>
      spec.recordKey
        ? Object.fromEntries(Object.keys(spec.recordKey.shape).map((field) => [field, String(record[field])]))
        : Number(record[spec.idKey]),
    /** The `recordKey` fields a call names its record by, where its path names it so (the server looks the record up by them). */
    keyIn: (input: { params?: unknown }): { [field: string]: string } | undefined => {
      const params = input.params as { [field: string]: string } | undefined;
      return spec.recordKey && params && !('id' in params) ? params : undefined;
    },
    /** The id a `find` request names. */
    findIdOf: idIn(paths.find, findIdName),
    /** The list body's field of the search box's words. */
    searchField: spec.searchField ?? 'keyword',
    /** The arguments of `delete` for record `id`: in the path, or in the query under the spec's name. */
    deleteArgs: idArgs(paths.delete, deleteIdName),
    /** The id a `delete` request names. */
    deleteIdOf: idIn(paths.delete, deleteIdName),
    /** The arguments of an update of record `id` to `values`: the id in the path, or in the body under `idKey`. */
    updateArgs: (id: RecordRef, values: object) =>
      typeof id === 'object'
        ? { params: id, body: values }
        : paths.update !== undefined && namesInPath(paths.update) ? { params: { id }, body: values } : { body: { ...values, [spec.idKey]: id } },
    /** The arguments of action `name` on record `id`: the id in the path, the query or (`idInBody`) the body, beside what else it takes. */
    actionArgs: (name: string, id: RecordRef, extra: { query?: object; body?: unknown } = {}) => {
      const call = actions[name as keyof Actions] as CallDef | undefined;
      if (!call) throw new Error(`The ${spec.name} resource has no ${name} action`);
      if (typeof id === 'object') return { params: id, query: extra.query, body: extra.body };
      if (spec.actions?.[name]?.idInBody) return { query: extra.query, body: { ...(extra.body as object | undefined), [spec.idKey]: id } };
      const named = recordArgs(call, id) as { params?: object; query?: object };
      return { ...named, query: { ...named.query, ...extra.query }, body: extra.body };
    },
    /** The body of bulk action `name` over records `ids`, beside what else it takes. */
    bulkArgs: (name: string, ids: readonly number[], extra: object = {}) => {
      const action = spec.bulkActions?.[name];
      if (!action) throw new Error(`The ${spec.name} resource has no ${name} bulk action`);
      return { body: { ...extra, [action.idsKey]: ids } };
    },
    /** The ids a bulk action's request names. */
    bulkIdsOf: (name: string, body: unknown) => (body as { [field: string]: number[] })[spec.bulkActions?.[name]?.idsKey ?? ''] ?? [],
    /** The id an action's request names: its path's or query's `id`, or (`idInBody`) the body's `idKey`. */
    actionIdOf: (name: string, input: { params?: unknown; query?: unknown; body?: unknown }) =>
      Number(spec.actions?.[name]?.idInBody ? (input.body as { [field: string]: unknown })[spec.idKey] : ((input.params ?? input.query) as { id?: unknown }).id),
  };
}

export type Resource = ReturnType<typeof defineResource>;
