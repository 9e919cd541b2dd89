// How Node runs the reference server, wherever it is started from (npm start, the benches, docs/security.md's unit).
//
// A larger young generation: each request allocates a few kilobytes that die with it, and with V8's default
// semi-space (16 MB) a busy server scavenges every few tens of milliseconds, promoting the objects of the requests
// in flight and paying for them again in the old generation's collections. At 64 MB, the signed-in call answered
// about 40 % more requests a second on this machine for about 30 MB more memory under load (docs/decisions.md).
//
// No allocation-site pretenuring: V8 had learnt, from the requests alive during a start-up collection, to allocate
// every later request's objects (IncomingMessage, ServerResponse, their headers) straight in the old generation.
// Each then cost a full collection's work, and each scavenge scanned them: 10 % of the process in GC and a p99 of
// 15-18 ms on the signed-in call, against 3 % and 3-8 ms without it (docs/decisions.md, issue 19).
export const SERVER_NODE_OPTIONS = Object.freeze(['--max-semi-space-size=64', '--no-allocation-site-pretenuring']);
