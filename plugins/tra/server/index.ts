import { bind, defineServerPart } from '@vigil/server-sdk';
import { approveTravel, contact, deleteTravel, getAffected, getCities, getLocate, getTravelDetail, getTravelInductions, getTravels, saveTravel } from '../contract';
import { affectedHandler, traServerFunctions } from './affected-travels';
import { contactTravellers } from './contact-travellers';
import { travelsListHandler } from './list-travels';
import { locateHandler } from './locate';
import { migration as createTravels } from './migrations/tra-001-create-travels';
import { saveTravelHandler } from './save-travel';
import { seedDemoTravels } from './seed-demo-travels';
import type { TraTables } from './tables';
import { approveTravelHandler, citiesHandler, deleteTravelHandler, travelInductionsHandler } from './travel-calls';
import { travelDetailHandler } from './travel-detail';

/**
 * Travels (issue 22). The host checks sessions, the company's modules, permissions and the declared input before a
 * handler runs; the handlers keep to the user's company and judge each travel's rights (travel-rights.ts).
 * Positions are tracking's, inductions quiz's, risk levels gpa's, all through their server functions.
 */
export default defineServerPart<TraTables>({
  // Names are recorded by every installation once applied: they never change.
  migrations: [createTravels],
  // After tracking's and quiz's steps (tra uses them), so the demo staff have their phones and tests exist.
  seedSteps: [{ name: 'tra-demo-travels', run: (db, services) => seedDemoTravels(db, services) }],
  endpoints: (platform) => [
    bind(getTravels, travelsListHandler(platform)),
    bind(saveTravel, saveTravelHandler(platform)),
    bind(deleteTravel, deleteTravelHandler(platform)),
    bind(getTravelInductions, travelInductionsHandler(platform)),
    bind(approveTravel, approveTravelHandler(platform)),
    bind(getTravelDetail, travelDetailHandler(platform.db)),
    bind(getCities, citiesHandler(platform)),
    bind(getLocate, locateHandler(platform)),
    bind(getAffected, affectedHandler(platform.db)),
    bind(contact, contactTravellers(platform)),
  ],
  provides: (db) => traServerFunctions(db),
});
