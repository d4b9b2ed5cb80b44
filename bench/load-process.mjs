// One stretch of load, in a process of its own so that the client's work is charged neither to the server
// measured nor to the bench: autocannon with the options given as JSON in the first argument; prints its
// result as one JSON line. Run by `loadFromOutside` (bench/lib.ts).
import autocannon from 'autocannon';

const result = await autocannon(JSON.parse(process.argv[2]));
process.stdout.write(`${JSON.stringify(result)}\n`);
