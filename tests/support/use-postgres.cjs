// Server suites read this to pick their database. scripts/test.mjs provides VIGIL_TEST_DATABASE_URL (it starts a
// throwaway PostgreSQL when none is given); without it the suites fail with a message rather than skip.
process.env.VIGIL_TEST_DB = 'postgres';
