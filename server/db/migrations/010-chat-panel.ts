import { sql, type Kysely, type Migration } from 'kysely';
import { idColumn } from './columns';

/**
 * The moderator panel's chat: which assignment a conversation is about, read receipts and the sending
 * app of each message, the learners who may submit (by key), and devices registered for push.
 */
export const chatPanel: Migration = {
  async up(db: Kysely<unknown>) {
    const numbers = ['level_id', 'exercise_id', 'assignment_number', 'day_number', 'week_number'] as const;
    for (const column of numbers) {
      await db.schema.alterTable('conversations').addColumn(column, 'integer').execute();
    }
    await db.schema
      .alterTable('conversations')
      .addColumn('course_type', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable('conversations')
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await sql`update conversations set created_at = updated_at where created_at = ''`.execute(db);

    // One conversation per learner and assignment; numbers a course does not use count as 0.
    await sql`
      create unique index conversations_assignment on conversations (
        learner_user_id, course_id,
        coalesce(week_number, 0), coalesce(assignment_number, 0), coalesce(level_id, 0), coalesce(exercise_id, 0)
      )`.execute(db);
    await db.schema
      .createIndex('conversations_queue')
      .on('conversations')
      .columns(['status', 'moderator_id', 'updated_at'])
      .execute();

    await db.schema.alterTable('messages').addColumn('created_by_app_id', 'integer').execute();
    await db.schema.alterTable('messages').addColumn('read_at', 'text').execute();
    await db.schema
      .createIndex('messages_conversation_read')
      .on('messages')
      .columns(['conversation_id', 'is_read'])
      .execute();

    await db.schema
      .createTable('learners')
      // The learner's user id in the learning app; the same id space as staff users, never the same id.
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('key_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('devices')
      .$call(idColumn(db))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('app_id', 'integer', (c) => c.notNull())
      .addColumn('identifier', 'text', (c) => c.notNull())
      .addColumn('device_token', 'text', (c) => c.notNull())
      .addColumn('os_id', 'integer', (c) => c.notNull())
      .addColumn('os_version', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('app_version', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('model', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('manufacturer', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('timezone', 'text', (c) => c.notNull())
      .addColumn('notification', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('devices_app_identifier', ['app_id', 'identifier'])
      .execute();
    await db.schema.createIndex('devices_user').on('devices').column('user_id').execute();
  },
};
