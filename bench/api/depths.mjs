// Each feed's page 1 and deepest page measured side by side, for the check that compares their p99s.
import { measureApart } from './processes.mjs';

/**
 * Page 1 and the deepest page of each feed in `deepPages` (page-1 scenario → deepest-page scenario),
 * measured together, half the clients on each. Measured one after the other, the two p99s came from
 * windows minutes apart on a machine whose speed drifts by a quarter within minutes; side by side, both
 * meet the same moments. `scenario(name)` gives a scenario with its origin and cookie.
 */
export async function measureDepths(deepPages, scenario, load, print) {
  const depths = {};
  for (const [first, deep] of Object.entries(deepPages)) {
    const pair = await measureApart('measureSideBySide', {
      first: scenario(first),
      second: scenario(deep),
      ...load,
    });
    depths[first] = { first: pair.first, deep: pair.second };
    print(`${first}, beside ${deep}`, pair.first);
    print(`${deep}, beside ${first}`, pair.second);
  }
  return depths;
}
