export { createMemberService, defaultAccountPolicy } from './member.service.js';
export type { AccountPolicy, Member, MemberService, RegistrationInput } from './member.service.js';
export { upsertAccountPolicy, upsertRegistrationRules } from './member.repository.js';
