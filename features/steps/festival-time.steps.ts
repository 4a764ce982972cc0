import { Given } from '@cucumber/cucumber';
import { instantOfFestivalTime } from '../../src/lib/domain/program/festivalTime';
import type { CueWorld } from '../support/world';

/**
 * Festival time (Asia/Seoul) for the rest of the scenario, on the provider's clock and the page's (`YYYY-MM-DD HH:MM`),
 * so a scenario about dated records (the meeting days) means the same whatever the day it runs. Before any login:
 * tokens are issued on the provider's clock.
 */
Given('it is {string} in Seoul', async function (this: CueWorld, time: string) {
  const instant = instantOfFestivalTime(time.replace(' ', 'T'));
  if (!instant) throw new Error(`"${time}" is not a festival time: write YYYY-MM-DD HH:MM.`);
  await this.fixClock(Date.parse(instant));
});
