export { describeTeam, isInTeam, listUplines } from './hierarchy.repository.js';
