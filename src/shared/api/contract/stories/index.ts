// The video-stories area (shell spec §2 Video-stories screens, §7 Video stories): one module per resource.
export * from './video-sync';
export * from './watch-time';
export * from './video-categories';
export * from './videos';
export * from './package-picks';
export * from './packages';
