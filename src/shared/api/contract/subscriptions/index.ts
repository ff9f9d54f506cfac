// Subscriptions (shell spec §2 Subscriptions, §3, §7): the read-only lookup and its receipts.
export * from './subscriptions';
