// The apps' tests wait for states (findBy…, waitFor), never for times. On a loaded two-core machine a
// state can take longer than Testing Library's default of 1 s to arrive (a room entrance's join, seen
// at 20 s for its suite), so each wait may take up to 10 s; one that passes still returns at once.
const { configure } = require('@testing-library/react');

configure({ asyncUtilTimeout: 10_000 });
