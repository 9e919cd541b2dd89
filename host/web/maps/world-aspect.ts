/**
 * The world area map's width to height (worldAreaView's size, pinned by main-territory.test.ts), for the box a
 * page keeps while the map's code loads: a number here, so the light maps door does not import d3.
 */
export const WORLD_ASPECT = '960 / 497';
