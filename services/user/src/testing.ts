/** The user service's test entry: a real user service, and the accounts every edge's tests stand on. */

export {
  type AccountsTestBed,
  guestTokenFor,
  type Person,
  startAccountsTestBed,
} from './test-support/accounts-test-bed';
export {
  type ReadMail,
  startUserServiceForTest,
  type TestUserService,
} from './test-support/user-service-for-test';
