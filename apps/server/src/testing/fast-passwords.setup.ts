import { setHashCostForTests } from '../platform/passwords';

// The lowest cost scrypt takes that is still scrypt: every hash and check of the suites runs the
// product's code, only with less memory and time (passwords.test.ts checks the product's cost).
setHashCostForTests(2);
