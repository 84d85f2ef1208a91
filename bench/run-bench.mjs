// Runs the shared browser benchmark (../shared/bench/peers) with docsnav as a peer, from a temporary copy of
// the harness (harness-copy.mjs), so nothing is written into ../shared. Every peer runs but the adapters that
// are not peers (`NOT_PEERS`: the tab bar of pnpm bench:prefetch, the references of bench:heap), unless --peers
// says otherwise.
// Usage: pnpm bench:browser [-- run.mjs options, e.g. --sizes 1k,10k --runs 5]
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { NOT_PEERS, prepareHarness, run } from './harness-copy.mjs';

const peers = prepareHarness();
const args = process.argv.slice(2);
const all = readdirSync(join(peers, 'adapters')).filter((n) => !/^[_.]/.test(n) && !NOT_PEERS.includes(n));
run('node', ['run.mjs', ...(args.includes('--peers') ? [] : ['--peers', all.join(',')]), ...args], peers);
