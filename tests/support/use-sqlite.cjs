// Server suites read this to pick their database (see tests/support/test-database.ts).
process.env.VIGIL_TEST_DB = 'sqlite';
