/** Where the server's check of a completion claim stands: still running, confirmed, or refused. */
export type VerificationStatus = 'pending' | 'verified' | 'rejected';
