// Runs the shared browser benchmark (../shared/bench/peers) with docsnav as a peer, from a temporary copy of
// the harness (harness-copy.mjs), so nothing is written into ../shared. Every peer runs but docsnav-tabs (the
// same kit with a tab bar, for pnpm bench:prefetch), unless --peers says otherwise.
// Usage: pnpm bench:browser [-- run.mjs options, e.g. --sizes 1k,10k --runs 5]
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { prepareHarness, run } from './harness-copy.mjs';

const peers = prepareHarness();
const args = process.argv.slice(2);
const all = readdirSync(join(peers, 'adapters')).filter((n) => !/^[_.]/.test(n) && n !== 'docsnav-tabs');
run('node', ['run.mjs', ...(args.includes('--peers') ? [] : ['--peers', all.join(',')]), ...args], peers);
