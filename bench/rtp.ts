// Prints figures, never passes or fails: the house vendor's games measured against their exact math, the slots'
// RTP first, then the tables' house edges, then the fishing games' return per bullet.
import { benchmarkFishingRtp } from './fishing-rtp-bench.js';
import { benchmarkSlotRtp } from './slot-rtp-bench.js';
import { benchmarkTableEdges } from './table-edge-bench.js';

await benchmarkSlotRtp();
await benchmarkTableEdges();
await benchmarkFishingRtp();
