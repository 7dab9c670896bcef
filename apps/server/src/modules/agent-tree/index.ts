export {
  countPendingWithdrawals,
  findTreeMember,
  listTreeNodes,
  lockTreeMember,
  treeListLimit,
} from './agent-tree.repository.js';
export type { TreeMember, TreeNodeRow } from './agent-tree.repository.js';
