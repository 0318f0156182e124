export * from './audit.ts';
export * from './events.ts';
export * from './identity.ts';
export * from './members.ts';
export * from './memberships.ts';
export * from './notifications.ts';
export * from './organisations.ts';
export * from './sandbox.ts';
