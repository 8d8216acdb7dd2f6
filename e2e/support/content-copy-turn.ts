import { closeSync, openSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { e2eDataDir } from './environment';

/**
 * The installation runs one content copy at a time (another is refused as busy) and Settings
 * shows only the latest: journeys in different files that copy take turns. A turn is a file
 * created exclusively in the e2e data folder, which every run starts without.
 */
const turnFile = join(e2eDataDir, 'content-copy.turn');

/** Waits for the turn to copy content; the function returned gives it back. */
export async function takeContentCopyTurn(): Promise<() => void> {
  for (;;) {
    try {
      const handle = openSync(turnFile, 'wx');
      writeSync(handle, String(process.pid));
      closeSync(handle);
      let held = true;
      return () => {
        // Given back once: a second call must not take away the next journey's turn.
        if (held) rmSync(turnFile, { force: true });
        held = false;
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
