import { exitOnOldNode } from './node-version.ts';

// Imported first by each entry point, so an old Node stops here with one line, before the rest loads.
exitOnOldNode();
