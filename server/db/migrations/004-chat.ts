import { sql, type Kysely, type Migration } from 'kysely';
import { idColumn } from './columns';

/** Learner conversations and their messages: enough for the moderator's bell; the chat pane extends it. */
export const chat: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('conversations')
      .$call(idColumn(db))
      .addColumn('learner_user_id', 'integer', (c) => c.notNull())
      .addColumn('learner_name', 'text', (c) => c.notNull())
      .addColumn('course_id', 'integer', (c) => c.notNull())
      .addColumn('moderator_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('ACTIVE').check(sql`status in ('ACTIVE', 'CLOSED')`))
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('messages')
      .$call(idColumn(db))
      .addColumn('conversation_id', 'integer', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
      .addColumn('sender_id', 'integer', (c) => c.notNull())
      .addColumn('receiver_id', 'integer', (c) => c.notNull())
      .addColumn('message_type', 'text', (c) =>
        c.notNull().check(sql`message_type in ('TEXT', 'AUDIO', 'IMAGE')`),
      )
      .addColumn('message_body', 'text', (c) => c.notNull())
      .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('sent_date', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('messages_receiver_read')
      .on('messages')
      .columns(['receiver_id', 'is_read'])
      .execute();
    await db.schema.createIndex('messages_conversation').on('messages').column('conversation_id').execute();
  },
};
