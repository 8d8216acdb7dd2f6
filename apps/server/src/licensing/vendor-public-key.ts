/**
 * The vendor's public key, built into every installation to check license numbers, phone keys
 * and activation tokens offline. Its private half is kept by the vendor alone and is not in
 * this repository. Production trusts no other key: LICENSE_PUBLIC_KEY replaces it only with
 * AULA_LICENSE_TEST_KEYS=1 (tests, a vendor's staging), and what that activates is not a sale.
 */
export const VENDOR_PUBLIC_KEY_PEM = `-----BEGIN PUBLIC KEY-----
MCowBQYDK2VwAyEAq2objsuSWPQiOPQJZ78EKsaLDLUnQP9mom8/e+THhhc=
-----END PUBLIC KEY-----
`;
