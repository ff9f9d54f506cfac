// Athan premium codes (shell spec §2 Premium, §7 Premium).
export * from './athan-premium';
