import { describeBinaries, prepareEmulatorBinaries } from './lib/emulator-binaries.ts';

process.stdout.write(`emulator binaries: ${describeBinaries(prepareEmulatorBinaries())}\n`);
