import { loadConfig } from '#src/config.ts';
import { openDatabase } from './open.ts';
import { seedDemoClub } from './demo-club.ts';
import { seedDemoDoorEvent } from './demo-club-event.ts';
import { seedDemoData } from './seed.ts';

const config = loadConfig();
const { database, release } = await openDatabase(config);
try {
  await seedDemoData(database.db);
  await seedDemoClub(database.db);
  await seedDemoDoorEvent(database.db);
  console.log('Demo data is in place.');
} finally {
  await database.close();
  release();
}
