import type { AuthorityType, UserStatus } from '../../src/lib/api/generated/types.gen';

/** The password of every seeded account (letters, digits and `-`, valid under the contract's pattern). */
export const DEMO_PASSWORD = 'cue-connect-1';

export interface DemoAccount {
  /** The login id (email). */
  login: string;
  password: string;
  name: string;
  nickname: string;
  authorityType: AuthorityType;
  status: UserStatus;
  /** Whether a musician profile is seeded for the account. */
  hasMusicianProfile: boolean;
  /** What the account is for (README, tests, demos). */
  description: string;
}

/**
 * One account per role and status. They are the first users (ids 1..9, in this order); the musician
 * profile of `musician@cue.test` is musician 1 with exactly 2 tracks (music 1 and 2).
 */
export const demoAccounts: readonly DemoAccount[] = [
  {
    login: 'user@cue.test',
    password: DEMO_PASSWORD,
    name: '이지은',
    nickname: '영화좋아',
    authorityType: 'ROLE_USER',
    status: 'APPROVED',
    hasMusicianProfile: false,
    description: 'General user (ROLE_USER, APPROVED) who already likes 6 tracks.',
  },
  {
    login: 'musician@cue.test',
    password: DEMO_PASSWORD,
    name: '한도윤',
    nickname: '한도윤',
    authorityType: 'ROLE_MUSICIAN',
    status: 'APPROVED',
    hasMusicianProfile: true,
    description: 'Approved musician with a profile (musician 1) and 2 tracks, so one more upload is allowed.',
  },
  {
    login: 'newmusician@cue.test',
    password: DEMO_PASSWORD,
    name: '정하람',
    nickname: '정하람',
    authorityType: 'ROLE_MUSICIAN',
    status: 'APPROVED',
    hasMusicianProfile: false,
    description: 'Approved musician without a profile: sees "Musician Registration Approved" and registers.',
  },
  {
    login: 'pending@cue.test',
    password: DEMO_PASSWORD,
    name: '오세린',
    nickname: '세린뮤직',
    authorityType: 'ROLE_MUSICIAN',
    status: 'PENDING',
    hasMusicianProfile: false,
    description: 'Musician awaiting approval: login answers PENDING without tokens ("Approval Pending").',
  },
  {
    login: 'pending-user@cue.test',
    password: DEMO_PASSWORD,
    name: '문가온',
    nickname: '가온',
    authorityType: 'ROLE_USER',
    status: 'PENDING',
    hasMusicianProfile: false,
    description: 'General user awaiting approval (PENDING), for the approval-pending flow of a non-musician.',
  },
  {
    login: 'rejected@cue.test',
    password: DEMO_PASSWORD,
    name: '배준서',
    nickname: '준서',
    authorityType: 'ROLE_MUSICIAN',
    status: 'REJECTED',
    hasMusicianProfile: false,
    description: 'Musician whose application was rejected: login answers 403 ACCOUNT_REJECTED.',
  },
  {
    login: 'revoked@cue.test',
    password: DEMO_PASSWORD,
    name: '남궁민',
    nickname: '남궁민',
    authorityType: 'ROLE_USER',
    status: 'REVOKED',
    hasMusicianProfile: false,
    description: 'General user whose access was revoked: login answers 403 ACCOUNT_REVOKED.',
  },
  {
    login: 'left@cue.test',
    password: DEMO_PASSWORD,
    name: '유채원',
    nickname: '떠난관객',
    authorityType: 'ROLE_USER',
    status: 'LEFT',
    hasMusicianProfile: false,
    description: 'General user who left the platform: login answers 403 ACCOUNT_LEFT.',
  },
  {
    login: 'admin@cue.test',
    password: DEMO_PASSWORD,
    name: '관리자',
    nickname: '운영자',
    authorityType: 'ROLE_ADMIN',
    status: 'APPROVED',
    hasMusicianProfile: false,
    description: 'Administrator (ROLE_ADMIN, a label only: no admin screens).',
  },
];
