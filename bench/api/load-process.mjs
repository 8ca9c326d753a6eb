// One load measurement, run by measureApart (processes.mjs) in a Node.js process of its own: it reads
// `{ name, options }` as JSON on stdin and writes the measurement's result as JSON on stdout.
import { measureMixed } from './mixed.mjs';
import { measure } from './scenarios.mjs';

const MEASUREMENTS = { measure, measureMixed };

let input = '';
for await (const chunk of process.stdin) input += chunk;
const { name, options } = JSON.parse(input);
process.stdout.write(JSON.stringify(await MEASUREMENTS[name](options)));
