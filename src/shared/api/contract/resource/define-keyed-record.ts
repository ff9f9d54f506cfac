import { z } from 'zod';
import type { Service } from '@/shared/config';
import type { PermissionBit, SecurityPointKey } from '@/shared/lib/permissions';
import { successReply } from '../common';
import { defineCall } from '../define';
import { accessFor } from './define-resource';
import { historyReply } from './history';

export type KeyedRecordOperation = 'view' | 'save' | 'update' | 'history';

const DEFAULT_BITS: Record<KeyedRecordOperation, PermissionBit | readonly PermissionBit[]> = {
  view: 'view',
  save: 'add',
  update: 'edit',
  history: 'view',
};

/** The spec's words a keyed record's calls answer with. */
export interface KeyedRecordMessages {
  added: string;
  updated: string;
  /** Nothing is stored under the key yet: the screen offers to add it. */
  notFound: string;
  /** Save of a key that already has a record. */
  exists: string;
}

export interface KeyedRecordSpec<Key extends z.ZodObject, Rec extends z.ZodObject, Input extends z.ZodObject> {
  /** Lower-case: 'page meta'. Names the history rows and the generated OpenAPI summaries. */
  name: string;
  service: Service;
  point: SecurityPointKey;
  /**
   * The fields that together name one record (a page and a locale, a country), as the record and the
   * save and update bodies name them, with the spec's messages for a missing one.
   */
  key: Key;
  /** How view and history name a key field in their query where the spec says otherwise (`{ pageId: 'id' }`). */
  queryNames?: Partial<Record<Extract<keyof Key['shape'], string>, string>>;
  /** The record as the server sends it, key fields included. */
  record: Rec;
  /** What save and update send beside the key, with the spec's messages. */
  input: Input;
  /** The spec's paths, relative to the service: view and history take the key in the query. */
  paths: Record<KeyedRecordOperation, string>;
  /** Overrides of the bits per operation (update needs edit unless said otherwise). */
  bits?: Partial<Record<KeyedRecordOperation, PermissionBit | readonly PermissionBit[]>>;
  messages: KeyedRecordMessages;
}

/**
 * One declaration per single-record editor of the spec (the SEO meta of a page in a locale, the Hijri
 * adjustment of a country): a record named by its key rather than by an id, read with view, added with
 * save, changed with update, its changes listed by history. The calls are derived from it, and from them
 * the server's routes, the OpenAPI operations, the client's hook and the stories' handlers.
 */
export function defineKeyedRecord<Key extends z.ZodObject, Rec extends z.ZodObject, Input extends z.ZodObject>(
  spec: KeyedRecordSpec<Key, Rec, Input>,
) {
  const bits = { ...DEFAULT_BITS, ...spec.bits };
  const access = (operation: KeyedRecordOperation) => accessFor(spec.point, bits[operation]);
  const queryNames: Record<string, string | undefined> = spec.queryNames ?? {};
  const keyFields = Object.keys(spec.key.shape);
  const queryNameOf = (field: string) => queryNames[field] ?? field;
  const keyQuery = z.object(Object.fromEntries(keyFields.map((field) => [queryNameOf(field), spec.key.shape[field] as z.ZodType])));
  const body = spec.input.extend(spec.key.shape);
  const savedReply = successReply.extend({ data: spec.record });
  const { service, name } = spec;

  const calls = {
    view: defineCall({ service, method: 'GET', path: spec.paths.view, summary: `View the ${name} of a key`, access: access('view'), query: keyQuery, reply: spec.record }),
    save: defineCall({ service, method: 'POST', path: spec.paths.save, summary: `Add the ${name} of a key`, access: access('save'), body, reply: savedReply }),
    update: defineCall({ service, method: 'POST', path: spec.paths.update, summary: `Change the ${name} of a key`, access: access('update'), body, reply: savedReply }),
    history: defineCall({ service, method: 'GET', path: spec.paths.history, summary: `The changes of the ${name} of a key`, access: access('history'), query: keyQuery, reply: historyReply }),
  };

  return {
    ...spec,
    bits,
    calls,
    keyFields,
    /** The key fields of a record or body, in the order the key declares them. */
    keyOf: (values: Record<string, unknown>) => Object.fromEntries(keyFields.map((field) => [field, values[field]])),
    /** The view and history query of a key. */
    toQuery: (key: Record<string, unknown>) => Object.fromEntries(keyFields.map((field) => [queryNameOf(field), key[field]])),
    /** The key a view or history query names. */
    fromQuery: (query: Record<string, unknown>) => Object.fromEntries(keyFields.map((field) => [field, query[queryNameOf(field)]])),
  };
}

export type KeyedRecord = ReturnType<typeof defineKeyedRecord>;
