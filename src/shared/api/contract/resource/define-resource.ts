import { z } from 'zod';
import type { Service } from '@/shared/config';
import type { PermissionBit, SecurityPointKey } from '@/shared/lib/permissions';
import { pageReply, pageQuery, siteListQuery, successReply } from '../common';
import { defineCall, type Access, type CallPermission } from '../define';
import { historyReply } from './history';

/**
 * How a list asks for a page: the content site's `pageno`/`limitCount`/`firstIndex: -2`/`keyword`, or the
 * academy's and shop's `pageNumber`/`pageSize`/`descending` (plus `keyword`). Both answer one page shape.
 */
export type PagingDialect = 'site' | 'academy';

export type ResourceOperation = 'list' | 'find' | 'create' | 'update' | 'delete' | 'history';

/** The bits each operation needs; several mean any one of them (the spec's "add or edit"). */
export type OperationBits = Record<ResourceOperation, PermissionBit | readonly PermissionBit[]>;

const DEFAULT_BITS: OperationBits = { list: 'list', find: 'view', create: 'add', update: 'edit', delete: 'delete', history: 'view' };

/** The spec's words a resource's calls answer with; the defaults are the spec's shared toasts. */
export interface ResourceMessages {
  added: string;
  updated: string;
  deleted: string;
  notFound: string;
}

export interface ResourceSpec<
  IdKey extends string,
  Record extends z.ZodObject,
  Input extends z.ZodObject,
  Filters extends z.ZodObject,
> {
  /** Singular, lower-case: 'tag'. Names the history rows and the generated OpenAPI summaries. */
  name: string;
  service: Service;
  point: SecurityPointKey;
  /** The record's id field, as the spec names it ('tagId'). */
  idKey: IdKey;
  /** A record as the server sends it, id and `updateDate` included. */
  record: Record;
  /** What create and update send (update adds the id), with the spec's messages. */
  input: Input;
  /** Filters a list may send beside the paging fields (a category, a status). */
  filters?: Filters;
  paging: PagingDialect;
  /** The spec's paths, relative to the service: list, find (`?id`), create, update, delete (`?id`). */
  paths: { list: string; find: string; create: string; update: string; delete: string; history: string };
  /** Overrides of the bits per operation. */
  bits?: Partial<OperationBits>;
  messages: ResourceMessages;
}

/** The access of a call needing one of `bits` on `point`. */
export const accessFor = (point: SecurityPointKey, bits: PermissionBit | readonly PermissionBit[]): Access => {
  const rules: CallPermission[] = [bits].flat().map((bit) => ({ point, bit }));
  return rules.length === 1 ? rules[0]! : { anyOf: rules };
};

const listBodyOf = (paging: PagingDialect) => (paging === 'site' ? siteListQuery : pageQuery.extend({ keyword: z.string().max(500).optional() }));

/**
 * One declaration per resource of the spec; the calls (and from them the server's routes, the OpenAPI
 * operations, the client's calls and the stories' handlers) are derived from it.
 */
export function defineResource<IdKey extends string, Record extends z.ZodObject, Input extends z.ZodObject, Filters extends z.ZodObject = z.ZodObject>(
  spec: ResourceSpec<IdKey, Record, Input, Filters>,
) {
  const bits = { ...DEFAULT_BITS, ...spec.bits };
  const access = (operation: ResourceOperation) => accessFor(spec.point, bits[operation]);
  const idQuery = z.object({ id: z.coerce.number().int().positive() });
  const updateBody = spec.input.extend({ [spec.idKey]: z.number().int().positive() } as { [K in IdKey]: z.ZodNumber });
  const listBody = (spec.filters ? listBodyOf(spec.paging).extend(spec.filters.shape) : listBodyOf(spec.paging)) as z.ZodObject;
  const savedReply = successReply.extend({ data: spec.record });
  const { service } = spec;

  const calls = {
    list: defineCall({ service, method: 'POST', path: spec.paths.list, summary: `List ${spec.name} records`, access: access('list'), body: listBody, reply: pageReply(spec.record) }),
    find: defineCall({ service, method: 'GET', path: spec.paths.find, summary: `Find one ${spec.name}`, access: access('find'), query: idQuery, reply: spec.record }),
    create: defineCall({ service, method: 'POST', path: spec.paths.create, summary: `Add a ${spec.name}`, access: access('create'), body: spec.input, reply: savedReply }),
    update: defineCall({ service, method: 'POST', path: spec.paths.update, summary: `Change a ${spec.name}`, access: access('update'), body: updateBody, reply: savedReply }),
    delete: defineCall({ service, method: 'DELETE', path: spec.paths.delete, summary: `Delete a ${spec.name}`, access: access('delete'), query: idQuery, reply: successReply }),
    history: defineCall({ service, method: 'GET', path: spec.paths.history, summary: `The changes of one ${spec.name}`, access: access('history'), query: idQuery, reply: historyReply }),
  };
  return { ...spec, bits, calls };
}

export type Resource = ReturnType<typeof defineResource>;
