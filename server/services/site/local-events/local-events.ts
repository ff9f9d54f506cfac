import type { FastifyInstance } from 'fastify';
import { siteContract } from '@/shared/api/contract';
import type { ServerContext } from '../../../context';
import { HttpError } from '../../../http/errors';
import { registerResource } from '../../../resources/register-resource';
import './table';

const { localEvents, localEventRefusals, LOCAL_EVENT_MESSAGES: M } = siteContract;

type Row = Record<string, unknown>;

/** Text as the apps read it: URL-encoded. */
export const encodeText = (text: string) => encodeURIComponent(text);
/** Stored text as typed; text the apps stored without encoding it is shown as it is. */
export function decodeText(stored: string): string {
  try {
    return decodeURIComponent(stored);
  } catch {
    return stored;
  }
}

const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const textOrNull = (value: unknown) => (value === null || value === undefined ? null : String(value));

/**
 * `event/…`: the local community's events. Staff of the community groups list them (10 a page, searched by
 * name), change them (the server keeps name and details URL-encoded), mark them trending or not, and delete
 * them; each change goes into the record's history.
 */
export function registerLocalEventCalls(app: FastifyInstance, ctx: ServerContext): void {
  registerResource(
    app,
    ctx,
    localEvents,
    {
      table: 'local_events',
      readFrom: 'local_events_view',
      keywordColumns: ['name'],
      keywordOf: encodeText,
      orderColumn: 'updated_at',
      sortColumns: { name: 'name', startTime: 'start_time' },
      filterColumns: {
        typeId: 'type_id',
        isTrending: { column: 'trend', zeroIsAValue: true },
        communityId: 'group_id',
        createdByName: { column: 'created_by_name', contains: true },
        isActive: { column: 'is_active', zeroIsAValue: true },
      },
      toRecord: (row) => ({
        localCommunityEventId: Number(row.id),
        name: decodeText(String(row.name)),
        eventDetail: decodeText(String(row.event_detail)),
        typeId: Number(row.type_id),
        createdByName: String(row.created_by_name ?? ''),
        reportCount: Number(row.report_count),
        trend: Number(row.trend) === 1 ? (1 as const) : (0 as const),
        categoryId: Number(row.category_id),
        startTime: String(row.start_time),
        endTime: String(row.end_time),
        recurrenceEndTime: textOrNull(row.recurrence_end_time),
        isRepeating: Number(row.is_repeating) === 1,
        repeatingInterval: numberOrNull(row.repeating_interval),
        repeatingCount: numberOrNull(row.repeating_count),
        timeZone: String(row.time_zone),
        latitude: numberOrNull(row.latitude),
        longitude: numberOrNull(row.longitude),
        placeName: String(row.place_name),
        placeAddress: String(row.place_address),
        externalLink: String(row.external_link),
        groupId: Number(row.group_id),
        groupName: String(row.group_name),
        groupSlug: String(row.group_slug),
        mediaKey: textOrNull(row.media_key),
        isActive: Number(row.is_active) === 1,
        updateDate: String(row.updated_at),
      }),
      check: async (db, input) => {
        const refusals = localEventRefusals(input);
        const group = await db.selectFrom('community_groups').select('id').where('id', '=', input.groupId).executeTakeFirst();
        if (!group) refusals.push({ field: 'groupId', message: M.group });
        if (refusals.length > 0) {
          throw new HttpError(400, refusals[0]!.message, { fields: Object.fromEntries(refusals.map(({ field, message }) => [field, message])) });
        }
      },
      toColumns: (input, { now }) => ({
        name: encodeText(input.name),
        event_detail: encodeText(input.eventDetail),
        type_id: input.typeId,
        category_id: input.categoryId,
        start_time: new Date(input.startTime).toISOString(),
        end_time: new Date(input.endTime).toISOString(),
        time_zone: input.timeZone,
        is_repeating: input.isRepeating ? 1 : 0,
        repeating_interval: input.repeatingInterval,
        repeating_count: input.repeatingCount,
        recurrence_end_time: input.recurrenceEndTime === null ? null : new Date(input.recurrenceEndTime).toISOString(),
        latitude: input.latitude,
        longitude: input.longitude,
        place_name: input.placeName,
        place_address: input.placeAddress,
        external_link: input.externalLink,
        group_id: input.groupId,
        updated_at: new Date(now).toISOString(),
      }),
      // The history names the group by its name.
      derivedFields: ['groupId', 'groupSlug'],
    },
    {
      markTrending: async (trx, row: Row, { query, now }) => {
        const { trend } = query as { trend: number };
        await trx.updateTable('local_events').set({ trend, updated_at: new Date(now).toISOString() }).where('id', '=', Number(row.id)).execute();
      },
    },
  );
}
