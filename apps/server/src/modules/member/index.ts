export { createMemberService, defaultAccountPolicy } from './member.service.js';
export type { AccountPolicy, Member, MemberService, RegistrationInput } from './member.service.js';
export { upsertAccountPolicy, upsertRegistrationRules } from './member.repository.js';
export { memberRoutes } from './member.routes.js';
export type { MemberRouteDependencies } from './member.routes.js';
