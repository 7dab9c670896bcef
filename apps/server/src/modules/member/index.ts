export { createMemberService, defaultAccountPolicy } from './member.service.js';
export type { AccountPolicy, Member, MemberService, RegistrationInput } from './member.service.js';
export { replaceRegistrationRules, upsertAccountPolicy, upsertRegistrationRules } from './member.repository.js';
