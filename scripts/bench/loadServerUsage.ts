/** How much CPU a process has used so far (user + system seconds, from /proc), to tell how busy the server was during the load test. */
import { readFile } from 'node:fs/promises';

/** Clock ticks per second of /proc's times (`getconf CLK_TCK`; 100 on Linux). */
const TICKS_PER_SECOND = 100;

export async function cpuSeconds(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command name, which sits in parentheses and may hold spaces: utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}
